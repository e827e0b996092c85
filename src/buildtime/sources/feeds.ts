import { parseFeed } from '@rowanmanning/feed-parser';
import { decode as decodeHtml } from 'html-entities';
import { isWebAddress } from '../../lib/webAddress';
import { requestText, SourceFailure, type RequestOptions } from './sourceRequest';

/** A post the owner wrote elsewhere, as the Writing section lists it. */
export interface Post {
  title: string;
  url: string;
  /** When it was published (ISO 8601), if the feed says. */
  published: string | null;
  /** The feed's own title (the blog's name), or its host. */
  source: string;
  /** The language the feed says it is written in (a BCP 47 tag), if it says. */
  language: string | null;
}

/** A feed's language (RSS writes `en-us`) as a BCP 47 tag, or null when it names none. */
function languageTag(language: string | null): string | null {
  try {
    return language ? (Intl.getCanonicalLocales(language.trim())[0] ?? null) : null;
  } catch {
    return null;
  }
}

type Feed = ReturnType<typeof parseFeed>;
type TitleElement = ReturnType<Feed['element']['findElementWithName']>;

/**
 * A title (a post's or the blog's) as the text it means, which the page and the PDF show as text,
 * never as markup. An RSS title is text once its XML is read: `Why &lt;dialog&gt; beats a div`
 * is about the element (the RSS Advisory Board: show it literally). An Atom title says what it is:
 * text, xhtml (elements, read for their text) or html (markup written as text, shown as the text
 * it marks up). The parser's own `title` decodes entities a second time (`&amp;amp;` as `&`), so
 * this reads the element.
 */
function titleText(element: TitleElement, feed: Feed): string {
  if (!element) return '';
  const text = element.textContent;
  const markup = feed.meta.type === 'atom' && element.getAttribute('type') === 'html';
  return (markup ? decodeHtml(text.replace(/<[^>]*>/g, '')) : text).replace(/\s+/g, ' ').trim();
}

/** The posts of an RSS or Atom feed at `address`; those without a title or a web address are left out. */
export function postsOf(text: string, address: string): Post[] {
  let feed: Feed;
  try {
    feed = parseFeed(text);
  } catch {
    throw new SourceFailure('sent something that is not an RSS or Atom feed');
  }
  const source =
    titleText(feed.element.findElementWithName('title'), feed) || new URL(address).host;
  const language = languageTag(feed.language);
  return feed.items
    .map((item) => ({
      title: titleText(item.element.findElementWithName('title'), feed),
      url: item.url ?? '',
      published: (item.published ?? item.updated)?.toISOString() ?? null,
      source,
      language,
    }))
    .filter((post) => post.title && isWebAddress(post.url));
}

/** The posts of the RSS or Atom feed at `address`, asked within `timeoutMs`. */
export async function feedPosts(
  address: string,
  { timeoutMs }: Pick<RequestOptions, 'timeoutMs'>,
): Promise<Post[]> {
  const text = await requestText(address, {
    timeoutMs,
    headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9' },
  });
  return postsOf(text, address);
}
