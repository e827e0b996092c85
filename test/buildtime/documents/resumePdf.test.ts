/** @jest-environment node */
import { drawnResume } from '../../support/drawnResume';
import { readPdf } from '../../support/pdfReader';
import arabicPortfolio from '../../fixtures/arabic-owner/portfolio.json';
import samplePortfolio from '../../../src/content/sample.json';

/** The resume of some content, and what a reader finds in its PDF. */
async function resumeOf(raw: object) {
  const drawn = drawnResume(raw);
  const read = await readPdf(drawn.pdf);
  return { ...drawn, read, text: read.runs.map((run) => run.text).join(' ') };
}

describe('resume PDF', () => {
  it('gives back the name, the title and every experience entry as text', async () => {
    const { content, text } = await resumeOf(samplePortfolio);
    expect(text).toContain(content.profile.name);
    expect(text).toContain(content.profile.title);
    for (const entry of content.entries.experience) expect(text).toContain(entry.title);
  });

  it('is the same file for the same content', () => {
    expect(drawnResume(samplePortfolio).pdf).toEqual(drawnResume(samplePortfolio).pdf);
  });

  it('keeps a name as written, every diacritic and letter, and leaves out empty sections', async () => {
    const name = 'Chloé Nguyễn Łapa-Коваленко';
    const { read, words } = await resumeOf({
      ...samplePortfolio,
      profile: { ...samplePortfolio.profile, name },
      awards: [],
    });
    const headings = read.tagged.filter(({ role }) => /^H[12]$/.test(role)).map(({ text }) => text);
    expect(headings[0]).toBe(name);
    expect(headings).not.toContain(words.awardsTitle);
    expect(headings).toContain(words.experienceTitle);
  });

  it('draws an Arabic resume in an Arabic font, its name and headings read whole, in the order written', async () => {
    const { content, words, read } = await resumeOf(arabicPortfolio);
    expect(content.language.dir).toBe('rtl');
    // Parsers read the name and a heading whole, their words in the order written.
    const runs = read.runs.map((run) => run.text.trim());
    expect(runs).toEqual(expect.arrayContaining([content.profile.name, words.experienceTitle]));
  });
});
