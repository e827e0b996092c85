/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { resumeLayouts } from '../../../src/content/constants';
import { sectionTitles } from '../../../src/content/declarations';
import { fillIn } from '../../../src/i18n/words';
import { drawnResume } from '../../support/drawnResume';
import { linkedInResume } from '../../support/linkedInExports';
import { drawnSections } from '../../../src/buildtime/documents/resumeData';
import { inDrawnOrder } from '../../../src/buildtime/resumeCheck/layoutParser';
import { sameLine, type Run } from '../../../src/buildtime/resumeCheck/pdfText';
import { importedContent } from '../../support/checkedContent';
import { writeFileTree } from '../../support/fileTree';
import { placeholderSvg } from '../../../src/buildtime/documents/placeholderImages';
import { latinFonts } from '../../../src/buildtime/documents/typeset/fonts';
import { lookOf } from '../../../src/buildtime/look/look';
import { readPdf } from '../../support/pdfReader';
import samplePortfolio from '../../../src/content/sample.json';
import arabicPortfolio from '../../fixtures/arabic-owner/portfolio.json';
import fullResume from '../../fixtures/full-resume/resume.json';
import fullResumeGerman from '../../fixtures/full-resume/resume.de.json';
import persianResume from '../../fixtures/scripts/resume.fa.json';
import hebrewResume from '../../fixtures/scripts/resume.he.json';

const examplesDir = path.dirname(
  require.resolve('@jsonresume/schema/examples/new-grad.resume.json'),
);
const examples = fs
  .readdirSync(examplesDir)
  .map((name) => [name, JSON.parse(fs.readFileSync(path.join(examplesDir, name), 'utf8'))]);

/** Owners in both directions: every one of their entries is read as a parser reads it. */
const owners: [string, object][] = [
  ['the sample', samplePortfolio],
  ['a whole résumé in English', importedContent(fullResume, 'en')],
  ['a whole résumé in German', importedContent(fullResumeGerman, 'de')],
  // Several roles at one employer, in a row.
  ...(['current', 'older'] as const).map((which): [string, object] => {
    const { resume, tag } = linkedInResume(which);
    return [`LinkedIn's ${which} export (${tag})`, importedContent(resume, tag)];
  }),
  ...examples.map(([name, resume]): [string, object] => [name, importedContent(resume)]),
  ['an Arabic owner', arabicPortfolio],
  ['a Persian owner', importedContent(persianResume, 'fa')],
  ['a Hebrew owner', importedContent(hebrewResume, 'he')],
];

/** 1 for a run whose first letter is written left to right, -1 for right to left. */
const directionOf = (text: string) =>
  /^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(text) ? -1 : 1;

/** How far apart two runs on one line are, whichever comes first. */
const gapBetween = (a: Run, b: Run) => Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width);

describe.each(resumeLayouts)('the %s résumé, read as a résumé parser reads it', (layout) => {
  it.each(owners)(
    '%s: every entry’s title, organisation, place and dates are runs apart',
    async (_, raw) => {
      const { data, pdf } = drawnResume(raw, { layout });
      const { runs } = await readPdf(pdf);
      const texts = runs.map((run) => run.text.trim());
      let cursor = 0;
      const next = (text: string, from: number) => {
        const found = texts.findIndex((run, index) => index >= from && run === text);
        expect({ text, found: found >= 0 }).toEqual({ text, found: true });
        return found;
      };
      for (const { entries } of drawnSections(data.sections)) {
        for (const entry of inDrawnOrder(entries).filter(({ quote }) => !quote)) {
          // A title may wrap: its first run starts it.
          const title = texts.findIndex(
            (run, index) => index >= cursor && run && entry.title.startsWith(run),
          );
          expect({ title: entry.title, found: title >= 0 }).toEqual({
            title: entry.title,
            found: true,
          });
          const fields = [...entry.details, ...(entry.date ? [entry.date] : [])].map((text) =>
            next(text, title),
          );
          fields.reduce((before, index) => {
            const [a, b] = [runs[before]!, runs[index]!];
            expect(index).toBeGreaterThan(before);
            // On one line, a gap wider than a word space (1 em) sets them apart.
            if (sameLine(a, b)) expect(gapBetween(a, b)).toBeGreaterThanOrEqual(a.size);
            return index;
          }, title);
          if (entry.date) {
            // Years in full, and a month by its whole name in the résumé's language.
            expect(entry.date).toMatch(/\d{4}/);
            expect(entry.date).not.toMatch(/\d{4}\s*[–-]\s*\d{1,2}\b/);
          }
          cursor = Math.max(title, ...fields);
          if (entry.tags.length > 0) {
            // The tags' line holds tags of this entry only: no bullet point runs into it.
            const first = next(entry.tags[0]!, cursor);
            const line = runs.filter((run) => sameLine(run, runs[first]!));
            for (const run of line) expect(entry.tags).toContain(run.text.trim());
          }
        }
      }
    },
  );

  it.each(owners)('%s: reads top to bottom, and gives the contacts as text', async (_, raw) => {
    const { data, content, pdf } = drawnResume(raw, { layout });
    const { runs } = await readPdf(pdf);
    // Along a line, in the language's direction (a Latin word in Arabic may go either way).
    const forward = content.language.dir === 'rtl' ? -1 : 1;
    const inLanguage = (run: Run) => directionOf(run.text) === forward;
    runs.reduce((before, run) => {
      if (run.page === before.page && !sameLine(run, before)) expect(run.y).toBeLessThan(before.y);
      if (sameLine(run, before) && inLanguage(run) && inLanguage(before))
        expect((run.x - before.x) * forward).toBeGreaterThan(0);
      expect(run.page).toBeGreaterThanOrEqual(before.page);
      return run;
    });
    const texts = runs.map((run) => run.text.trim());
    expect(texts).toContain(content.profile.email);
    for (const { href } of data.contacts.filter((contact) => 'href' in contact))
      if (!href!.startsWith('mailto:')) expect(texts).toContain(href);
  });

  it.each(owners)(
    '%s: PDF/UA-1, with its title, language and headings in order',
    async (_, raw) => {
      const { data, content, words, pdf } = drawnResume(raw, { layout });
      const read = await readPdf(pdf);
      expect(read.uaPart).toBe('1');
      expect(read.title).toBe(fillIn(words.resumeTitle, { name: content.profile.name }));
      expect(read.language?.split('-')[0]).toBe(new Intl.Locale(content.language.tag).language);
      const headings = read.tagged.filter(({ role }) => /^H\d$/.test(role));
      const expected = [
        'H1',
        ...drawnSections(data.sections).flatMap(({ entries = [] }) => [
          'H2',
          ...entries
            .filter(({ quote }) => !quote)
            .flatMap(({ roles = [] }) => ['H3', ...roles.map(() => 'H4')]),
        ]),
      ];
      expect(headings.map(({ role }) => role)).toEqual(expected);
      // Section headings are the catalog's plain words.
      const sectionHeadings = data.sections.map(({ key, title }) =>
        key ? words[sectionTitles[key]] : title,
      );
      expect(data.sections.map(({ title }) => title)).toEqual(sectionHeadings);
      if (content.language.dir === 'ltr') {
        expect(headings[0]!.text).toBe(content.profile.name);
        expect(headings.filter(({ role }) => role === 'H2').map(({ text }) => text)).toEqual(
          sectionHeadings,
        );
      }
      const bullets = data.sections.flatMap(({ entries = [] }) =>
        entries.flatMap((entry) => entry.bullets),
      );
      expect(read.tagged.filter(({ role }) => role === 'LI')).toHaveLength(bullets.length);
      const links = data.contacts.filter((contact) => 'href' in contact).length;
      expect(read.tagged.filter(({ role }) => role === 'Link').length).toBeGreaterThanOrEqual(
        links,
      );
    },
  );

  it('draws the photo with its alt text, or leaves it out when told', async () => {
    const withPhoto = await readPdf(drawnResume(samplePortfolio, { layout }).pdf);
    expect(withPhoto.tagged.filter(({ role }) => role === 'Figure').map(({ alt }) => alt)).toEqual([
      samplePortfolio.profile.photoAlt,
    ]);
    const without = await readPdf(drawnResume(samplePortfolio, { layout, photo: false }).pdf);
    expect(without.tagged.filter(({ role }) => role === 'Figure')).toEqual([]);
  });

  it('draws an SVG photo as a picture: its letters are no words for a parser', async () => {
    // The import's portrait: initials as SVG text, in a font the build has.
    const portrait = placeholderSvg({ kind: 'portrait', text: 'Zora Quill' }, lookOf()).replace(
      /font-family="[^"]*"/,
      `font-family="${latinFonts.sans.family}"`,
    );
    const publicDir = writeFileTree({ [samplePortfolio.profile.photo]: portrait });
    const read = await readPdf(drawnResume(samplePortfolio, { layout }, publicDir).pdf);
    expect(read.tagged.filter(({ role }) => role === 'Figure')).toEqual([
      expect.objectContaining({ alt: samplePortfolio.profile.photoAlt, text: '' }),
    ]);
  });
});
