import { screen, within } from '@testing-library/react';
import { App } from '../../src/app/App';
import { renderWithProviders } from '../support/renderWithProviders';
import { words } from '../../src/content';

/**
 * An owner with no awards, a degree without courses, personal projects only, uncoloured skills:
 * the fixture that jest.config.ts gives the page, changed, as the build would make it.
 */
jest.mock('../../src/content', () => {
  const sample = jest.requireActual('../../src/content/sample.json');
  const { contentGlobals } = jest.requireActual('../../src/buildtime/pages/siteContentDefinition');
  const { checkedFixture } = jest.requireActual('../support/checkedContent');
  const { SITE_CONTENT: content } = contentGlobals(
    checkedFixture({
      ...sample,
      about: {
        ...sample.about,
        skillGroups: [
          { name: 'Cloud', skills: ['AWS'] },
          { name: 'Data', skills: ['dbt'] },
        ],
      },
      awards: [],
      education: [{ ...sample.education[0], units: [] }],
      projects: sample.projects.filter(
        (project: { category: string }) => project.category === 'personal',
      ),
    }),
  );
  return { ...jest.requireActual('../../src/content/constants'), content, ...content };
});

describe('content of any shape', () => {
  it('leaves out a section without entries', async () => {
    await renderWithProviders(<App />);
    expect(screen.queryByRole('region', { name: words.awardsTitle })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('region')).toHaveLength(4);
    const nav = screen.getByRole('navigation', { name: words.sectionsNav });
    expect(within(nav).queryByRole('link', { name: words.awardsTitle })).not.toBeInTheDocument();
    expect(within(nav).getAllByRole('link')).toHaveLength(4);
  });

  it('offers no View Units for a degree without courses', async () => {
    await renderWithProviders(<App />);
    const education = screen.getByRole('region', { name: words.educationTitle });
    expect(within(education).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(
      within(education).queryByRole('button', { name: words.viewUnits }),
    ).not.toBeInTheDocument();
  });

  it('shows the filter tab of a category only when a project has it; All always', async () => {
    await renderWithProviders(<App />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      words.filterAll,
      words.filterPersonal,
    ]);
  });

  it('gives skill groups without a colour the palette colours in turn', async () => {
    await renderWithProviders(<App />);
    const about = screen.getByRole('region', { name: words.aboutTitle });
    const [cloud, data] = [
      within(about).getByRole('list', { name: 'Cloud' }),
      within(about).getByRole('list', { name: 'Data' }),
    ];
    expect(cloud.className).not.toBe(data.className);
  });
});
