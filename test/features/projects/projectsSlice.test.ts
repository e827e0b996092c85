import { makeStore } from '../../../src/app/store';
import { projects } from '../../../src/content';
import {
  filterChanged,
  selectProjectFilter,
  selectVisibleProjects,
} from '../../../src/features/projects/projectsSlice';

describe('projects slice', () => {
  it('starts on "all" and shows every project', () => {
    const store = makeStore();
    expect(selectProjectFilter(store.getState())).toBe('all');
    expect(selectVisibleProjects(store.getState())).toHaveLength(projects.length);
  });

  it.each(['personal', 'forclients'] as const)('shows only %s projects once chosen', (category) => {
    const store = makeStore();
    store.dispatch(filterChanged(category));
    const visible = selectVisibleProjects(store.getState());
    expect(selectProjectFilter(store.getState())).toBe(category);
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.every((project) => project.category === category)).toBe(true);
    expect(visible).toHaveLength(projects.filter((p) => p.category === category).length);
  });

  it('shows everything again after going back to "all"', () => {
    const store = makeStore({ projects: { filter: 'personal' } });
    store.dispatch(filterChanged('all'));
    expect(selectVisibleProjects(store.getState())).toEqual(projects);
  });

  it('names its action as an event for Redux DevTools', () => {
    expect(filterChanged('all').type).toBe('projects/filterChanged');
  });
});
