import { screen, within } from '@testing-library/react';
import { App } from '../../src/app/App';
import { content } from '../../src/content';
import { listSectionKeys } from '../../src/content/declarations';
import { renderWithProviders } from '../support/renderWithProviders';

/**
 * An owner with every section of JSON Resume, imported from a fixture of the test's own, with
 * their own section order and their phone shown, as the build would make the page's content.
 */
jest.mock('../../src/content', () => {
  const resume = jest.requireActual('../fixtures/full-resume/resume.json');
  const { fromJsonResume } = jest.requireActual('../../src/buildtime/jsonResume/importResume');
  const { loadLanguage } = jest.requireActual('../../src/buildtime/content/languages');
  const { contentGlobals } = jest.requireActual('../../src/buildtime/pages/siteContentDefinition');
  const { checkedFixture } = jest.requireActual('../support/checkedContent');
  const { content: owner } = fromJsonResume(resume, () => false, {
    tag: 'en',
    catalog: loadLanguage('en').catalog,
  });
  const { SITE_CONTENT: content } = contentGlobals(
    checkedFixture({
      ...owner,
      sectionOrder: ['about', 'projects', 'references'],
      profile: { ...owner.profile, showPhone: true },
    }),
  );
  return { ...jest.requireActual('../../src/content/constants'), content, ...content };
});

describe('a whole résumé', () => {
  it('shows every section with entries, in the owner’s order, each in the section bar', async () => {
    await renderWithProviders(<App />);
    const titles = content.sections.map(({ title }) => title);
    expect(content.sections.map(({ id }) => id).slice(0, 3)).toEqual([
      'about',
      'projects',
      'references',
    ]);
    const regions = within(screen.getByRole('main')).getAllByRole('region');
    expect(regions.map((region) => region.querySelector('h2')?.textContent)).toEqual(titles);
    const nav = screen.getByRole('navigation', { name: content.words.sectionsNav });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(titles);
    // The fixture has an entry in every section.
    expect(titles).toHaveLength(1 + listSectionKeys.length);
  });

  it('shows each entry of each section as it reads, links included', async () => {
    await renderWithProviders(<App />);
    for (const { id, title } of content.sections.filter(({ id }) => id !== 'about')) {
      const region = screen.getByRole('region', { name: title });
      for (const entry of content.entries[id as keyof typeof content.entries]) {
        const text = region.textContent ?? '';
        for (const shown of [
          entry.title,
          ...entry.details.map((part) => part.text),
          ...entry.paragraphs,
          ...entry.bullets,
          ...(entry.tags?.items ?? []),
        ])
          expect(text).toContain(shown);
        for (const href of [entry.titleHref, ...entry.details.map((part) => part.href)])
          if (href)
            expect(
              within(region)
                .getAllByRole('link')
                .map((link) => link.getAttribute('href')),
            ).toContain(href);
      }
    }
  });

  it('marks a reference up as a quotation with its author', async () => {
    await renderWithProviders(<App />);
    const [reference] = content.entries.references;
    const figure = screen.getByRole('figure');
    expect(
      within(figure).getByText(reference!.paragraphs[0]!).closest('blockquote'),
    ).not.toBeNull();
    expect(figure.querySelector('figcaption')).toHaveTextContent(reference!.title);
  });

  it('shows where the owner is, and the phone only as the owner turned it on', async () => {
    await renderWithProviders(<App />);
    const panel = screen.getByRole('banner');
    expect(panel).toHaveTextContent(content.profile.shownLocation!);
    expect(within(panel).getByRole('link', { name: content.profile.phone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+\d+$/),
    );
    expect(content.profile.shownAddress).toBeUndefined();
  });
});
