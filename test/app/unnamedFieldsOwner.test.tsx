import { screen, within } from '@testing-library/react';
import { App } from '../../src/app/App';
import { words } from '../../src/content';
import { renderWithProviders } from '../support/renderWithProviders';
import fixture from '../fixtures/unnamed-fields.resume.json';

/**
 * An owner who imported a résumé of the test's own with no label, no summary, a skill group with
 * no name and an award with no title: the page shows what the owner wrote, and nothing in place
 * of what they did not.
 */
jest.mock('../../src/content', () => {
  const { importedContent, checkedFixture } = jest.requireActual('../support/checkedContent');
  const { contentGlobals } = jest.requireActual('../../src/buildtime/pages/siteContentDefinition');
  const resume = jest.requireActual('../fixtures/unnamed-fields.resume.json');
  const { SITE_CONTENT: content } = contentGlobals(checkedFixture(importedContent(resume)));
  return { ...jest.requireActual('../../src/content/constants'), content, ...content };
});

/** The text of an element's own text nodes, not its children's. */
const ownText = (element: Element) =>
  [...element.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('')
    .trim();

describe('the page of a résumé that leaves names and titles out', () => {
  it('has no empty heading, paragraph or term, and no separator left dangling', async () => {
    await renderWithProviders(<App />);
    for (const heading of screen.getAllByRole('heading'))
      expect(heading.textContent!.trim()).not.toBe('');
    for (const element of document.body.querySelectorAll('p, dt, dd, figcaption'))
      expect(element.textContent!.trim()).not.toBe('');
    for (const element of document.body.querySelectorAll('*'))
      expect(ownText(element)).not.toMatch(/^[·—,|]|[·—,|]$|undefined/);
  });

  it('shows the name with no title under it, and the nameless skill group with no heading', async () => {
    await renderWithProviders(<App />);
    const name = screen.getByRole('heading', { level: 1, name: fixture.basics.name });
    // The name is followed by where the owner is: no line in between.
    expect(name.nextElementSibling).toHaveTextContent(fixture.basics.location.city);
    const aboutRegion = screen.getByRole('region', { name: words.aboutTitle });
    const [nameless, named] = fixture.skills;
    expect(
      within(aboutRegion)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([named!.name]);
    const plain = within(aboutRegion).getByRole('list', { name: words.skillsTitle });
    expect(
      within(plain)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(nameless!.keywords);
  });

  it('heads the award with no title by its awarder', async () => {
    await renderWithProviders(<App />);
    const awards = screen.getByRole('region', { name: words.awardsTitle });
    expect(
      within(awards)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([fixture.awards[0]!.awarder]);
  });
});
