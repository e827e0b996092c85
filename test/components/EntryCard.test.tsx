import { render, screen, within } from '@testing-library/react';
import { EntryCard } from '../../src/components/EntryCard';
import { withWriting } from '../../src/buildtime/sources/writing';
import { checkedFixture } from '../support/checkedContent';
import samplePortfolio from '../../src/content/sample.json';

const post = {
  title: 'Why ship less JavaScript?',
  url: 'https://blog.example/less-javascript',
  published: '2026-09-14T08:00:00.000Z',
  source: 'A blog of the test’s own',
  language: 'en',
};

/** The entries of an Arabic page with a Writing section of one English post. */
function arabicPage() {
  const { content, words } = checkedFixture({
    ...samplePortfolio,
    language: 'ar',
    sources: { feeds: ['https://blog.example/feed.xml'] },
  });
  return withWriting(content, words, [post]).entries;
}

describe('an entry card', () => {
  it('isolates a post’s title and blog in their own language, so their punctuation stays put', () => {
    const [entry] = arabicPage().writing;
    render(<EntryCard view={() => entry!} />);
    const title = screen.getByRole('link', { name: post.title });
    expect(title).toHaveAttribute('href', post.url);
    const isolated = within(title).getByText(post.title);
    expect(isolated.tagName).toBe('BDI');
    expect(isolated).toHaveAttribute('lang', post.language);
    expect(screen.getByText(post.source).tagName).toBe('BDI');
  });

  it('leaves the owner’s own words in the page’s direction', () => {
    const [entry] = arabicPage().experience;
    render(<EntryCard view={() => entry!} />);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.querySelector('bdi')).toBeNull();
  });
});
