/** @jest-environment node */
import fc from 'fast-check';
import { fitToPages } from '../../../src/buildtime/documents/resumeFit';
import { resumeData, type ResumeData } from '../../../src/buildtime/documents/resumeData';
import { checkedFixture, importedContent } from '../../support/checkedContent';
import fullResume from '../../fixtures/full-resume/resume.json';
import otherOwner from '../../fixtures/other-owner.resume.json';
import arabicOwner from '../../fixtures/arabic-owner/portfolio.json';
import sourcesOwner from '../../fixtures/sources-owner/portfolio.json';
import promotedOwner from '../../fixtures/promoted-owner.resume.json';
import { organisationKey } from '../../../src/content/roles';

/** Several owners' résumés, as the fit gets them: fixtures of the suite's own. */
const owners: [string, ResumeData][] = [
  ['a whole résumé', importedContent(fullResume, 'en')],
  ['another owner', importedContent(otherOwner, 'en')],
  ['an Arabic owner', arabicOwner],
  ['an owner of fetched sections', sourcesOwner],
  ['an owner promoted at one employer', importedContent(promotedOwner, 'en')],
].map(([name, raw]) => {
  const { content, words } = checkedFixture(raw);
  return [name as string, resumeData(content, words)];
});

const entriesOf = (data: ResumeData) =>
  data.sections.flatMap((section) =>
    (section.entries ?? []).map((entry) => ({ section: section.title, entry })),
  );
/** A stand-in for Typst: each entry and each of its parts is a line, so many lines to a page. */
const pageCountAt = (linesPerPage: number) => (data: ResumeData) =>
  Math.ceil(
    entriesOf(data).reduce(
      (lines, { entry }) =>
        lines +
        1 +
        entry.bullets.length +
        Number(entry.units.length > 0) +
        Number(entry.tags.length > 0),
      0,
    ) / linesPerPage,
  );

describe.each(owners)('fitting %s to its pages by relevance', (_, data) => {
  const entries = entriesOf(data);
  const bullets = [...new Set(entries.flatMap(({ entry }) => entry.bullets))];
  const lines = pageCountAt(1)(data);

  it('leaves no hole in the career, parts no roles at one organisation, and leaves out no other entry while a less relevant one of its section stays, nor before the bullet points that answer nothing', () => {
    expect(entries.length).toBeGreaterThan(2);
    fc.assert(
      fc.property(
        fc.array(fc.nat(3), { minLength: entries.length, maxLength: entries.length }),
        fc.array(fc.nat(2), { minLength: bullets.length, maxLength: bullets.length }),
        // Pages that hold from half its entries, without their parts, to almost all of it.
        fc.integer({ min: Math.ceil(entries.length / 2), max: lines - 1 }),
        fc.subarray(
          entries.map(({ entry }) => entry.id),
          { maxLength: 2 },
        ),
        (entryScores, bulletScores, linesPerPage, kept) => {
          const score = new Map(entries.map(({ entry }, index) => [entry.id, entryScores[index]!]));
          const bulletScore = new Map(
            bullets.map((bullet, index) => [bullet, bulletScores[index]!]),
          );
          const relevance = {
            entry: (id: string) => score.get(id)!,
            bullet: (bullet: string) => bulletScore.get(bullet)!,
          };
          const { data: fitted } = fitToPages(
            data,
            1,
            new Set(kept),
            pageCountAt(linesPerPage),
            relevance,
          );
          const stays = entriesOf(fitted);
          const staying = new Set(stays.map(({ entry }) => entry.id));
          const leftOut = entries.filter(({ entry }) => !staying.has(entry.id));
          const roles = data.sections.find(({ key }) => key === 'experience')?.entries ?? [];
          const isRole = (id: string) => roles.some((role) => role.id === id);
          // The career reads without a hole: a role stays while an older one does, roles at one
          // organisation stay or go together.
          roles.forEach((role, index) => {
            if (staying.has(role.id))
              for (const newer of roles.slice(0, index)) expect(staying).toContain(newer.id);
            const next = roles[index + 1];
            if (
              next &&
              role.employer &&
              organisationKey(role.employer) === organisationKey(next.employer ?? '')
            )
              expect(staying.has(next.id)).toBe(staying.has(role.id));
          });
          const others = stays.filter(({ entry: one }) => !kept.includes(one.id));
          for (const gone of leftOut) {
            expect(kept).not.toContain(gone.entry.id);
            if (!isRole(gone.entry.id))
              for (const { section, entry } of others)
                if (section === gone.section)
                  expect(score.get(entry.id)).toBeGreaterThanOrEqual(score.get(gone.entry.id)!);
            // An entry that matches something goes after every one that matches nothing (but a
            // role that fills a hole), and after every bullet point that matches nothing.
            if (score.get(gone.entry.id)! > 0)
              for (const { entry } of others) {
                if (!isRole(entry.id)) expect(score.get(entry.id)).toBeGreaterThan(0);
                for (const bullet of entry.bullets)
                  expect(bulletScore.get(bullet)).toBeGreaterThan(0);
              }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('fitting an application’s résumé', () => {
  const [, data] = owners[0]!;
  const entries = entriesOf(data);
  const byId = (fitted: ResumeData) =>
    new Map(entriesOf(fitted).map(({ entry }) => [entry.id, entry]));

  it('keeps the tags that answer the posting with their entry, and leaves out the others first', () => {
    // The last entry with tags: on the site's résumé, the first whose tags would go.
    const matching = entries.filter(({ entry }) => entry.tags.length > 0).at(-1);
    const answeringTag = matching!.entry.tags.at(-1)!;
    const withIt = new Set(
      entries.filter(({ entry }) => entry.tags.includes(answeringTag)).map(({ entry }) => entry.id),
    );
    const relevance = { entry: () => 1, bullet: (text: string) => Number(text === answeringTag) };
    // Room for every entry and a line of tags for each entry carrying the tag that matches.
    const roomy = pageCountAt(entries.length + withIt.size);
    const { data: fitted } = fitToPages(data, 1, new Set(), roomy, relevance);
    const kept = byId(fitted);
    expect([...kept.keys()]).toEqual(entries.map(({ entry }) => entry.id));
    for (const { entry } of entries)
      expect(kept.get(entry.id)!.tags).toEqual(withIt.has(entry.id) ? entry.tags : []);
  });

  it('keeps an entry the relevance says stays, though it answers nothing, and leaves out its parts', () => {
    const [degree] = entries.filter(({ entry }) => entry.units.length > 0);
    const relevance = {
      entry: (id: string) => Number(id !== degree!.entry.id),
      bullet: () => 0,
      stays: new Set([degree!.entry.id]),
    };
    const { data: fitted } = fitToPages(data, 1, new Set(), pageCountAt(2), relevance);
    expect(byId(fitted).get(degree!.entry.id)).toMatchObject({ units: [], tags: [], bullets: [] });
    const { data: without } = fitToPages(data, 1, new Set(), pageCountAt(2), {
      ...relevance,
      stays: undefined,
    });
    expect(byId(without).has(degree!.entry.id)).toBe(false);
  });
});
