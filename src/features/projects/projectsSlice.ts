import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { projects } from '../../content';

export const projectFilters = ['all', 'personal', 'forclients'] as const;
export type ProjectFilter = (typeof projectFilters)[number];

export interface ProjectsState {
  filter: ProjectFilter;
}

const initialState: ProjectsState = { filter: 'all' };

export const projectsSlice = createSlice({
  name: 'projects',
  initialState,
  reducers: {
    filterChanged(state, action: PayloadAction<ProjectFilter>) {
      state.filter = action.payload;
    },
  },
  selectors: {
    selectProjectFilter: (state) => state.filter,
  },
});

export const { filterChanged } = projectsSlice.actions;
export const { selectProjectFilter } = projectsSlice.selectors;

export const selectVisibleProjects = createSelector([selectProjectFilter], (filter) =>
  filter === 'all' ? projects : projects.filter((project) => project.category === filter),
);
