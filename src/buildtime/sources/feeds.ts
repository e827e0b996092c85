import { parseFeed } from '@rowanmanning/feed-parser';
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

/** A title as plain text: a feed may put HTML in it, which the page shows as text only. */
const plainText = (title: string) =>
  title
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The posts of an RSS or Atom feed; those without a title or a web address are left out. */
export async function feedPosts(
  address: string,
  { timeoutMs }: Pick<RequestOptions, 'timeoutMs'>,
): Promise<Post[]> {
  const text = await requestText(address, {
    timeoutMs,
    headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9' },
  });
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(text);
  } catch {
    throw new SourceFailure('sent something that is not an RSS or Atom feed');
  }
  const source = plainText(feed.title ?? '') || new URL(address).host;
  const language = languageTag(feed.language);
  return feed.items
    .map((item) => ({
      title: plainText(item.title ?? ''),
      url: item.url ?? '',
      published: (item.published ?? item.updated)?.toISOString() ?? null,
      source,
      language,
    }))
    .filter((post) => post.title && isWebAddress(post.url));
}
