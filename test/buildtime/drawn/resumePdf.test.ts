/** @jest-environment node */
import { buildResumePdf, resumeData, resumeTexts } from '../../../src/buildtime/drawn/resumePdf';
import { lookOf } from '../../../src/buildtime/look/look';
import { chooseFonts } from '../../../src/buildtime/drawn/typeset/fonts';
import { createTypesetter } from '../../../src/buildtime/drawn/typeset/typst';
import { checkedFixture } from '../../support/checkedContent';
import { pdfText } from '../../support/pdfText';
import arabicPortfolio from '../../fixtures/arabic-owner/portfolio.json';
import samplePortfolio from '../../fixtures/sample-portfolio.json';

/** The resume of some content, and the text its PDF gives back to a reader. */
function resumeOf(raw: unknown) {
  const { content, words } = checkedFixture(raw);
  const data = resumeData(content, words);
  const drawing = chooseFonts(content.language.tag, resumeTexts(data));
  if ('problems' in drawing) throw new Error(drawing.problems.join('\n'));
  const pdf = buildResumePdf(data, lookOf(), createTypesetter(drawing.fonts));
  return { content, words, pdf, text: pdfText(pdf) };
}

describe('resume PDF', () => {
  it('gives back the name, the title and every experience entry as text', () => {
    const { content, text } = resumeOf(samplePortfolio);
    expect(text).toContain(content.profile.name);
    expect(text).toContain(content.profile.title);
    for (const entry of content.entries.experience) expect(text).toContain(entry.title);
  });

  it('is the same file for the same content', () => {
    expect(resumeOf(samplePortfolio).pdf).toEqual(resumeOf(samplePortfolio).pdf);
  });

  it('keeps a name as written, every diacritic and letter, and leaves out empty sections', () => {
    const name = 'Chloé Nguyễn Łapa-Коваленко';
    const { text, words } = resumeOf({
      ...samplePortfolio,
      profile: { ...samplePortfolio.profile, name },
      awards: [],
    });
    expect(text).toContain(name);
    expect(text).not.toContain(words.awardsTitle);
    expect(text).toContain(words.experienceTitle);
  });

  it('draws an Arabic resume in an Arabic font, its name and headings given back', () => {
    const { content, words, text } = resumeOf(arabicPortfolio);
    expect(content.language.dir).toBe('rtl');
    // A PDF holds right-to-left letters in the order they are drawn, right to left; readers
    // (pdftotext) turn each line back into reading order.
    const drawnOrder = (letters: string) => [...letters].reverse().join('');
    expect(text).toContain(drawnOrder(content.profile.name));
    expect(text).toContain(drawnOrder(words.experienceTitle));
  });

  it('says its language and title in the document information', () => {
    const { pdf, content, words } = resumeOf(samplePortfolio);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(
      new RegExp(`/Lang \\(${new Intl.Locale(content.language.tag).language}(-\\w+)?\\)`),
    );
    expect(
      Buffer.from(raw.match(/<dc:title>[\s\S]*?<\/dc:title>/)![0], 'latin1').toString('utf8'),
    ).toContain(words.resumeTitle.replace('{name}', content.profile.name));
  });
});
