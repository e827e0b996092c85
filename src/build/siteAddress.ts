/**
 * Where the built site will live, from SITE_URL and BASE_PATH. Every URL inside the page is
 * relative, so `dist/` works under any path; these two only make the absolute URLs that
 * crawlers and link previews need (canonical, Open Graph, sitemap).
 */
export interface SiteAddress {
  /** The page's absolute URL, such as https://rowan.github.io/portfolio/; null without SITE_URL. */
  pageUrl: string | null;
  /** The path the site is served under, such as /portfolio/ ('/' by default). */
  basePath: string;
}

/** Reads SITE_URL and BASE_PATH, and throws a message naming the variable when one is wrong. */
export function siteAddressFromEnv(env: NodeJS.ProcessEnv): SiteAddress {
  const siteUrl = env.SITE_URL?.trim() ?? '';
  const basePathSetting = env.BASE_PATH?.trim() ?? '';
  if (basePathSetting && !/^\/(.+\/)?$/.test(basePathSetting)) {
    throw new Error(
      `BASE_PATH must start and end with "/", such as /portfolio/ (it is "${basePathSetting}").`,
    );
  }
  if (!siteUrl) return { pageUrl: null, basePath: basePathSetting || '/' };
  if (!/^https?:\/\/[^/]/.test(siteUrl) || !URL.canParse(siteUrl)) {
    throw new Error(
      `SITE_URL must be an absolute http(s) URL, such as https://rowan.github.io (it is "${siteUrl}").`,
    );
  }
  // A SITE_URL with a path (as GitHub Pages reports it) gives the base path when BASE_PATH is unset.
  const page = new URL(basePathSetting, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  return { pageUrl: page.href, basePath: page.pathname };
}
