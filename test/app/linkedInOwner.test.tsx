import { screen, within } from '@testing-library/react';
import { App } from '../../src/app/App';
import { about, profile, words } from '../../src/content';
import { renderWithProviders } from '../support/renderWithProviders';

/**
 * An owner who imported LinkedIn's export (the test's own, of 2018, in English): the import makes
 * About's first sentence the tagline and puts every skill in one group named as the heading.
 */
jest.mock('../../src/content', () => {
  const { linkedInResume } = jest.requireActual('../support/linkedInExports');
  const { importedContent, checkedFixture } = jest.requireActual('../support/checkedContent');
  const { contentGlobals } = jest.requireActual('../../src/buildtime/pages/siteContentDefinition');
  const { resume, tag } = linkedInResume('older');
  const { SITE_CONTENT: content } = contentGlobals(checkedFixture(importedContent(resume, tag)));
  return { ...jest.requireActual('../../src/content/constants'), content, ...content };
});

describe('the page of an imported LinkedIn export', () => {
  it('shows the tagline once: it is the first sentence of About', async () => {
    await renderWithProviders(<App />);
    const tagline = profile.tagline!;
    expect(about.summary!.startsWith(tagline)).toBe(true);
    expect(document.body.textContent!.split(tagline)).toHaveLength(2);
    const aboutRegion = screen.getByRole('region', { name: words.aboutTitle });
    expect(aboutRegion).toHaveTextContent(about.summary!);
  });

  it('shows the one skill group under the Skills heading, with no second heading of that name', async () => {
    await renderWithProviders(<App />);
    const aboutRegion = screen.getByRole('region', { name: words.aboutTitle });
    expect(within(aboutRegion).getByRole('heading', { name: words.skillsTitle })).toBeVisible();
    expect(within(aboutRegion).queryByRole('term')).not.toBeInTheDocument();
    expect(within(aboutRegion).getByText(words.skillsTitle)).toBeInTheDocument();
    const skills = within(aboutRegion).getByRole('list', { name: words.skillsTitle });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(about.skillGroups[0]!.skills);
  });
});
