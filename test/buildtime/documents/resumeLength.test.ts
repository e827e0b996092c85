/** @jest-environment node */
import { resumeLayouts } from '../../../src/content/constants';
import { toJsonResume } from '../../../src/buildtime/jsonResume/exportResume';
import { translateContent, translationOf } from '../../../src/buildtime/content/translationFile';
import { drawnResume } from '../../support/drawnResume';
import { importedContent, ownerFixture } from '../../support/checkedContent';
import { readPdf } from '../../support/pdfReader';
import samplePortfolio from '../../../src/content/sample.json';
import fullResume from '../../fixtures/full-resume/resume.json';
import fullResumeGerman from '../../fixtures/full-resume/resume.de.json';

const wholeResume = importedContent(fullResume, 'en');
const noAddress = { siteUrl: null, pageUrl: null };

/** The titles of the entries a PDF shows (its H3 headings). */
const entryTitles = async (pdf: Uint8Array) =>
  (await readPdf(pdf)).tagged.filter(({ role }) => role === 'H3').map(({ text }) => text);

describe.each(resumeLayouts)('the %s résumé at a length the owner sets', (layout) => {
  it.each([
    ['a whole résumé', wholeResume],
    ['the sample', samplePortfolio],
  ])('%s fits one page, and each entry or part left out is named', async (_, raw) => {
    const whole = drawnResume(raw, { layout });
    const fitted = drawnResume(raw, { layout, pages: 1 });
    const read = await readPdf(fitted.pdf);
    expect(read.pages).toBe(1);
    expect((await readPdf(whole.pdf)).pages).toBeGreaterThan(1);
    const shown = await entryTitles(fitted.pdf);
    const entries = whole.data.sections.flatMap(({ entries = [] }) => entries);
    const named = (id: string) =>
      fitted.lines.some((line) => line.includes('the whole entry of') && line.includes(`"${id}"`));
    for (const entry of entries.filter(({ title, quote }) => !quote && !shown.includes(title)))
      expect({ id: entry.id, named: named(entry.id) }).toEqual({ id: entry.id, named: true });
    // Each line names an entry by its id, and each is laid out a few times only.
    for (const line of fitted.lines.slice(0, -1))
      expect(line).toMatch(/^leaves out .* "[a-z0-9-]+" /);
    const cuts = entries.length * 4;
    expect(fitted.layoutsDrawn).toBeLessThanOrEqual(Math.ceil(Math.log2(cuts + 1)) + 2);
  });

  it('keeps what resume.keep names, whole, and leaves out what resume.leaveOut names', async () => {
    const kept = samplePortfolio.experience.at(-1)!;
    const left = samplePortfolio.experience[0]!;
    const { pdf, data } = drawnResume(samplePortfolio, {
      layout,
      pages: 1,
      keep: [kept.id],
      leaveOut: [left.id],
    });
    const titles = await entryTitles(pdf);
    expect(titles).toContain(kept.title);
    expect(titles).not.toContain(left.title);
    const keptEntry = data.sections
      .flatMap(({ entries = [] }) => entries)
      .find(({ id }) => id === kept.id)!;
    const runs = (await readPdf(pdf)).runs.map((run) => run.text.trim());
    for (const tag of keptEntry.tags) expect(runs).toContain(tag);
  });
});

describe('the résumé settings', () => {
  it('draws the whole résumé once when no length is set, and say nothing', () => {
    const { lines, layoutsDrawn } = drawnResume(wholeResume);
    expect(lines).toEqual([]);
    expect(layoutsDrawn).toBe(1);
  });

  it('change neither the page nor resume.json', () => {
    const plain = drawnResume(wholeResume);
    const set = drawnResume(wholeResume, {
      layout: 'compact',
      pages: 1,
      paper: 'a4',
      photo: false,
      leaveOut: [wholeResume.projects![0]!.id],
    });
    expect(set.content.entries).toEqual(plain.content.entries);
    expect(set.content.sections).toEqual(plain.content.sections);
    expect(toJsonResume(set.content, set.words, noAddress)).toEqual(
      toJsonResume(plain.content, plain.words, noAddress),
    );
  });

  it('lay out every language’s page alike, in the same number of pages', async () => {
    const owner = ownerFixture({ ...samplePortfolio, resume: { layout: 'compact', pages: 1 } });
    const german = translateContent(owner, { ...translationOf(owner), language: 'de' });
    if ('problems' in german) throw new Error(german.problems.join('\n'));
    const drawn = drawnResume(german.content, german.content.resume);
    expect(drawn.data.layout).toBe('compact');
    expect((await readPdf(drawn.pdf)).pages).toBe(1);
  });

  it('print on the paper of the owner’s country, the region the language names, or the one chosen', async () => {
    // In millimetres: US Letter is 8.5 × 11 inches.
    const [letter, a4] = [
      [216, 279],
      [210, 297],
    ];
    const size = async (raw: object, paper?: 'a4' | 'letter') =>
      (await readPdf(drawnResume(raw, paper && { paper }).pdf)).size.map((side) =>
        Math.round((side / 72) * 25.4),
      );
    const german = importedContent(fullResumeGerman, 'de');
    const livingIn = (countryCode: string | undefined, tag = 'en') => {
      const { location, ...basics } = fullResume.basics;
      const { countryCode: _, ...place } = location;
      return importedContent(
        {
          ...fullResume,
          basics: { ...basics, location: { ...place, ...(countryCode && { countryCode }) } },
        },
        tag,
      );
    };
    // The fixture's owner lives in the Netherlands: A4, though English's likeliest region is the US.
    expect(fullResume.basics.location.countryCode).toBe('NL');
    expect(await size(wholeResume)).toEqual(a4);
    expect(await size(livingIn('US'))).toEqual(letter);
    expect(await size(livingIn('CA', 'fr'))).toEqual(letter);
    expect(await size(livingIn('PH'))).toEqual(letter);
    expect(await size(livingIn(undefined))).toEqual(letter);
    expect(await size(livingIn('US', 'en-GB'))).toEqual(a4);
    expect(await size(german)).toEqual(a4);
    expect(await size(wholeResume, 'a4')).toEqual(a4);
    expect(await size(german, 'letter')).toEqual(letter);
  });
});
