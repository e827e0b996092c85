/**
 * Networks whose own mark stands for a profile link, by the hosts of their web addresses. The
 * build draws the marks of those the content links to (src/buildtime/brandMarks.ts); the page
 * refers to them by id, so no mark costs the page's script a byte.
 */
const brandHosts = {
  github: ['github.com'],
  gitlab: ['gitlab.com'],
  linkedin: ['linkedin.com'],
  youtube: ['youtube.com', 'youtu.be'],
  x: ['x.com', 'twitter.com'],
  bluesky: ['bsky.app'],
  huggingface: ['huggingface.co'],
  kaggle: ['kaggle.com'],
  medium: ['medium.com'],
  devdotto: ['dev.to'],
  stackoverflow: ['stackoverflow.com'],
} as const;

export type Brand = keyof typeof brandHosts;

/** The network a web address belongs to (its host or a subdomain of it), if it has a mark. */
export function brandOf(href: string): Brand | null {
  let host: string;
  try {
    host = new URL(href).hostname;
  } catch {
    return null;
  }
  const brands = Object.keys(brandHosts) as Brand[];
  return (
    brands.find((brand) =>
      brandHosts[brand].some((known) => host === known || host.endsWith(`.${known}`)),
    ) ?? null
  );
}

/** The id of a brand's mark in the page's sprite. */
export const brandMarkId = (brand: Brand) => `mark-${brand}`;
