import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { projectCategories, projects, words } from '../../content';

export const projectFilters = ['all', ...projectCategories] as const;
export type ProjectFilter = (typeof projectFilters)[number];

/** What the tabs and the cards call each filter and category: a card says the tab it is under. */
export const filterLabels: Record<ProjectFilter, string> = {
  all: words.filterAll,
  personal: words.filterPersonal,
  forclients: words.filterForClients,
  employer: words.filterEmployer,
  opensource: words.filterOpenSource,
};

/** 'All', and each category that has a project: a tab for an empty category would show nothing. */
export const shownProjectFilters: ProjectFilter[] = projectFilters.filter(
  (filter) => filter === 'all' || projects.some((project) => project.category === filter),
);

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
