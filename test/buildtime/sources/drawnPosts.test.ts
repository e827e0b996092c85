/** @jest-environment node */
import { resumeData, resumeTexts } from '../../../src/buildtime/documents/resumeData';
import { chooseFonts } from '../../../src/buildtime/documents/typeset/fonts';
import { withDrawnPosts } from '../../../src/buildtime/sources/drawnPosts';
import { withWriting } from '../../../src/buildtime/sources/writing';
import { checkedFixture } from '../../support/checkedContent';
import samplePortfolio from '../../../src/content/sample.json';

const source = 'A blog of the test’s own';
const post = (title: string, day: number) => ({
  title,
  url: `https://blog.example/${day}`,
  published: `2026-09-${String(day).padStart(2, '0')}T08:00:00.000Z`,
  source,
  language: null,
});
// Cuneiform: a script no font the build knows draws.
const undrawable = post('𒀭𒂗𒍪 notes', 3);
const withEmoji = post('🚀 Shipping fast 👩🏽‍💻 🇳🇿', 2);
const plain = post('Evaluating retrieval', 1);

function pageWithPosts() {
  const checked = checkedFixture({
    ...samplePortfolio,
    sources: { feeds: ['https://blog.example/feed.xml'] },
  });
  const content = withWriting(checked.content, checked.words, [undrawable, withEmoji, plain]);
  return { ...checked, content, folder: '', untranslated: [] };
}

// The build's own check: the fonts it would draw the text with.
const canDraw = (text: string) => !('problems' in chooseFonts('en', [{ where: 'a post', text }]));

describe('post titles in the PDF', () => {
  it('draws each post the fonts can draw, leaving out its emoji, and leaves the rest to the page', () => {
    const { page, lines } = withDrawnPosts(pageWithPosts(), canDraw);
    const pdf = resumeData(page.content, page.words);
    const writing = pdf.sections.find(({ title }) => title === page.words.writingTitle)!;
    // Each in its own direction (between Unicode's isolate marks), as on the page.
    const isolated = (text: string) => `\u2068${text}\u2069`;
    expect(writing.entries!.map(({ title }) => title)).toEqual([
      isolated('Shipping fast'),
      isolated(plain.title),
    ]);
    expect(writing.entries![0]!.details[0]).toBe(isolated(source));
    expect(page.content.entries.writing.map(({ title }) => title)).toEqual([
      undrawable.title,
      withEmoji.title,
      plain.title,
    ]);
    expect(lines).toEqual([expect.stringContaining(`"${undrawable.title}" (${source})`)]);
  });

  it('leaves the PDF only letters its fonts draw, so the build goes on', () => {
    const { page } = withDrawnPosts(pageWithPosts(), canDraw);
    const drawing = chooseFonts('en', resumeTexts(resumeData(page.content, page.words)));
    expect(drawing).not.toHaveProperty('problems');
    const unchecked = chooseFonts('en', [{ where: 'a post', text: withEmoji.title }]);
    expect(unchecked).toHaveProperty('problems');
  });

  it('leaves the Writing section out of the PDF when it can draw none of the posts', () => {
    const { page } = withDrawnPosts(pageWithPosts(), () => false);
    const pdf = resumeData(page.content, page.words);
    expect(pdf.sections.map(({ title }) => title)).not.toContain(page.words.writingTitle);
  });
});
