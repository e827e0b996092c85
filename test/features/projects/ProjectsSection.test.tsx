import { screen, within } from '@testing-library/react';
import { projects, words } from '../../../src/content';
import { ProjectsSection } from '../../../src/features/projects/ProjectsSection';
import { renderWithProviders } from '../../support/renderWithProviders';

const shownTitles = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const titlesOf = (category: string) =>
  projects.filter((project) => project.category === category).map((project) => project.title);

describe('project filter', () => {
  it('shows every project with the "all" tab selected at first', async () => {
    await renderWithProviders(
      <ProjectsSection section={{ id: 'projects', title: words.projectsTitle }} />,
    );
    expect(screen.getByRole('tab', { name: words.filterAll })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(shownTitles()).toHaveLength(projects.length);
  });

  it('shows only the chosen category, and everything again on "all"', async () => {
    const { user, store } = await renderWithProviders(
      <ProjectsSection section={{ id: 'projects', title: words.projectsTitle }} />,
    );
    await user.click(screen.getByRole('tab', { name: words.filterPersonal }));
    expect(shownTitles()).toEqual(titlesOf('personal'));
    expect(screen.getByRole('tab', { name: words.filterPersonal })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: words.filterAll })).toHaveAttribute(
      'aria-selected',
      'false',
    );

    await user.click(screen.getByRole('tab', { name: words.filterForClients }));
    expect(shownTitles()).toEqual(titlesOf('forclients'));
    expect(store.getState().projects.filter).toBe('forclients');

    await user.click(screen.getByRole('tab', { name: words.filterAll }));
    expect(shownTitles()).toHaveLength(projects.length);
  });

  it('moves between tabs with the arrow keys, Home and End (roving tabindex)', async () => {
    const { user } = await renderWithProviders(
      <ProjectsSection section={{ id: 'projects', title: words.projectsTitle }} />,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: words.filterAll })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: words.filterPersonal })).toHaveFocus();
    expect(screen.getByRole('tab', { name: words.filterPersonal })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: words.filterForClients })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: words.filterAll })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: words.filterForClients })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: words.filterAll })).toHaveFocus();
    expect(screen.getByRole('tab', { name: words.filterPersonal })).toHaveAttribute(
      'tabindex',
      '-1',
    );
  });
});
