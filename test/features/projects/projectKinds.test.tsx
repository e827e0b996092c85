import { screen, within } from '@testing-library/react';
import { projects, words } from '../../../src/content';
import { ProjectsSection } from '../../../src/features/projects/ProjectsSection';
import { renderWithProviders } from '../../support/renderWithProviders';

/** The test's owner of every kind of project, in German. */
jest.mock('../../../src/content', () => {
  const owner = jest.requireActual('../../fixtures/every-section-owner/portfolio.json');
  const { contentGlobals } = jest.requireActual(
    '../../../src/buildtime/pages/siteContentDefinition',
  );
  const { checkedFixture } = jest.requireActual('../../support/checkedContent');
  const { SITE_CONTENT: content } = contentGlobals(checkedFixture({ ...owner, language: 'de' }));
  return { ...jest.requireActual('../../../src/content/constants'), content, ...content };
});

const shownTitles = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the project filter of an owner with every kind of project', () => {
  it('has a tab for each kind, which shows its projects only', async () => {
    const { user } = await renderWithProviders(
      <ProjectsSection section={{ id: 'projects', title: words.projectsTitle }} />,
    );
    const tabs = [
      [words.filterPersonal, 'personal'],
      [words.filterForClients, 'forclients'],
      [words.filterEmployer, 'employer'],
      [words.filterOpenSource, 'opensource'],
    ] as const;
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      words.filterAll,
      ...tabs.map(([name]) => name),
    ]);
    for (const [name, category] of tabs) {
      await user.click(screen.getByRole('tab', { name }));
      expect(shownTitles()).toEqual(
        projects.filter((project) => project.category === category).map(({ title }) => title),
      );
      expect(shownTitles().length).toBeGreaterThan(0);
    }
  });
});
