/** @jest-environment node */
import { showDate } from '../../../src/buildtime/content/dates';
import type { Post } from '../../../src/buildtime/sources/feeds';
import { defaultPostCount, withWriting } from '../../../src/buildtime/sources/writing';
import { checkedFixture } from '../../support/checkedContent';
import samplePortfolio from '../../../src/content/sample.json';

const posts: Post[] = Array.from({ length: defaultPostCount + 2 }, (_, index) => ({
  title: `Post number ${index + 1}`,
  url: `https://blog.example/${index + 1}`,
  published: `2026-0${9 - index}-01T08:00:00.000Z`,
  source: 'A blog of the test’s own',
  language: 'en-GB',
}));

describe('the Writing section', () => {
  it('lists the newest posts, as many as the content asks, dated in the page’s language', () => {
    const { content, words } = checkedFixture({
      ...samplePortfolio,
      language: 'de',
      sources: { feeds: ['https://blog.example/feed.xml'], posts: 2 },
    });
    const shown = withWriting(content, words, posts);
    expect(shown.entries.writing).toEqual([
      expect.objectContaining({
        title: 'Post number 1',
        titleHref: 'https://blog.example/1',
        details: [{ text: 'A blog of the test’s own' }],
        date: showDate('de', '2026-09-01'),
        foreign: { lang: 'en-GB' },
      }),
      expect.objectContaining({ title: 'Post number 2' }),
    ]);
    expect(shown.sections.at(-1)).toEqual({ id: 'writing', title: words.writingTitle });
  });

  it('takes its place in the owner’s order, and lists five posts unless told', () => {
    const { content, words } = checkedFixture({
      ...samplePortfolio,
      sectionOrder: ['writing', 'about'],
      sources: { feeds: ['https://blog.example/feed.xml'] },
    });
    const shown = withWriting(content, words, posts);
    expect(shown.sections.map(({ id }) => id).slice(0, 2)).toEqual(['writing', 'about']);
    expect(shown.entries.writing).toHaveLength(defaultPostCount);
  });

  it('is left out when no post came', () => {
    const { content, words } = checkedFixture();
    const shown = withWriting(content, words, []);
    expect(shown.sections).toEqual(content.sections);
  });
});
