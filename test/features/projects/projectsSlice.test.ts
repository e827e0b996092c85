import { projects } from '../../../src/content';
import {
  filterChanged,
  projectsSlice,
  selectProjectFilter,
  selectVisibleProjects,
} from '../../../src/features/projects/projectsSlice';

const { reducer } = projectsSlice;

describe('projects slice', () => {
  it('starts on "all"', () => {
    expect(reducer(undefined, { type: 'init' })).toEqual({ filter: 'all' });
  });

  it('takes the filter chosen', () => {
    expect(reducer({ filter: 'all' }, filterChanged('forclients'))).toEqual({
      filter: 'forclients',
    });
    expect(reducer({ filter: 'personal' }, filterChanged('all'))).toEqual({ filter: 'all' });
    expect(selectProjectFilter({ projects: { filter: 'personal' } })).toBe('personal');
  });

  it.each(['personal', 'forclients'] as const)(
    'selects only the content’s %s projects under that filter, and every project under "all"',
    (category) => {
      expect(selectVisibleProjects({ projects: { filter: category } })).toEqual(
        projects.filter((project) => project.category === category),
      );
      expect(selectVisibleProjects({ projects: { filter: 'all' } })).toEqual(projects);
    },
  );
});
