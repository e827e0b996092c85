import type { EntryView, SiteContent } from '../../content/types';
import type { Catalog } from '../../i18n/words';
import { showDate } from '../content/dates';
import { shownSections } from '../content/resolve';
import type { Post } from './feeds';

/** How many posts the Writing section lists when the content does not say. */
export const defaultPostCount = 5;

/**
 * The content with a Writing section of the newest posts, each as an entry: its title linking
 * to it, the blog it is on, and its date in the content's language. The section takes its place
 * in the owner's order, as any other section does.
 */
export function withWriting(content: SiteContent, words: Catalog, posts: Post[]): SiteContent {
  const count = content.owner.sources?.posts ?? defaultPostCount;
  const writing: EntryView[] = posts.slice(0, count).map((post, index) => ({
    id: `post-${index + 1}`,
    title: post.title,
    titleHref: post.url,
    details: [{ text: post.source }],
    ...(post.published && { date: showDate(content.language.tag, post.published.slice(0, 10)) }),
    paragraphs: [],
    bullets: [],
    foreign: post.language ? { lang: post.language } : {},
  }));
  const entries = { ...content.entries, writing };
  return { ...content, entries, sections: shownSections(content.owner, entries, words) };
}
