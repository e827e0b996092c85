import { defaultPalette, type Palette } from '../../../styles/palette';
import { profileLinks } from '../../components/profileLinks';
import { profileSlots } from '../../content/profileNetworks';
import type { SiteContent } from '../../content/types';
import { generatedFiles } from '../../lib/generatedFiles';

/** Text made safe for HTML element content and quoted attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** The owner's name, and their title where they give one. */
const pageTitle = ({ profile }: SiteContent) =>
  [profile.name, profile.title].filter(Boolean).join(' | ');

/** The web addresses of the owner's profiles elsewhere, as the profile panel links them. */
export const profileHrefs = ({ profile }: SiteContent) =>
  profileLinks(profile, profileSlots).map((link) => link.href);

/**
 * A page's absolute address and the site's (the default language's page), when SITE_URL gives
 * them: crawlers and link previews need absolute URLs. Images are the site's, so their URLs
 * come from the site's address; the page's own URLs from the page's.
 */
export interface PageAddress {
  siteUrl: string | null;
  pageUrl: string | null;
}

/** Every language's page for search engines (hreflang), the default one also as x-default. */
export function alternatePages(
  { languageLinks }: SiteContent,
  { siteUrl, pageUrl }: PageAddress,
): { hreflang: string; href: string }[] {
  if (!siteUrl || !pageUrl || languageLinks.length === 0) return [];
  return [
    ...languageLinks.map((link) => ({
      hreflang: link.tag,
      href: new URL(link.href, pageUrl).href,
    })),
    { hreflang: 'x-default', href: siteUrl },
  ];
}

/** Open Graph's form of a language: language and region, such as uk_UA (the likeliest region). */
export function openGraphLocale(tag: string): string {
  const { language, region } = new Intl.Locale(tag).maximize();
  return region ? `${language}_${region}` : language;
}

/**
 * schema.org ProfilePage about the owner (a Person) for search engines, in the content's
 * language, safe to inline in a <script> element.
 */
export function profilePageJsonLd(content: SiteContent, address: PageAddress): string {
  const { profile, education } = content;
  const { siteUrl, pageUrl } = address;
  const person = {
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.title,
    description: profile.tagline,
    email: `mailto:${profile.email}`,
    ...(pageUrl && siteUrl && { url: pageUrl, image: new URL(profile.photo, siteUrl).href }),
    sameAs: profileHrefs(content),
    alumniOf: [...new Set(education.flatMap((entry) => entry.institute ?? []))].map((name) => ({
      '@type': 'EducationalOrganization',
      name,
    })),
  };
  const page = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    inLanguage: content.language.tag,
    ...(pageUrl && { url: pageUrl }),
    mainEntity: person,
  };
  return JSON.stringify(page).replace(/</g, '\\u003c');
}

/**
 * An SVG as a `data:` URL for a double-quoted attribute: only the characters a URL or the
 * attribute cannot hold are escaped, so it stays about as small as the SVG (and gzips as well).
 */
export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml,${svg.replace(/[%#"<>\n]/g, (character) => encodeURIComponent(character))}`;

/**
 * The <head> tags made from the content: title, description, canonical URL, the pages in
 * other languages, link previews, icons (the SVG favicon inline), browser colours and the
 * JSON-LD. Absolute URLs only when SITE_URL is known.
 */
export function headTags(
  content: SiteContent,
  address: PageAddress,
  faviconSvg: string,
  palette: Palette = defaultPalette,
): string {
  const { profile, languageLinks } = content;
  const { pageUrl } = address;
  const absolute = (relative: string) => (pageUrl ? new URL(relative, pageUrl).href : null);
  const card = generatedFiles.socialCard;
  const cardUrl = absolute(card.path);
  // A value the content leaves out (undefined) is no tag, as null is.
  const meta = (
    attribute: 'name' | 'property',
    key: string,
    value: string | number | null = null,
  ) =>
    value === null ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  const cardAlt = [profile.name, profile.title].filter(Boolean).join(', ');
  return [
    `<title>${escapeHtml(pageTitle(content))}</title>`,
    meta('name', 'description', profile.tagline),
    pageUrl && `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    ...alternatePages(content, address).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
    ),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:locale', openGraphLocale(content.language.tag)),
    ...languageLinks
      .filter((link) => !link.current)
      .map((link) => meta('property', 'og:locale:alternate', openGraphLocale(link.tag))),
    meta('property', 'og:title', pageTitle(content)),
    meta('property', 'og:description', profile.tagline),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:image', cardUrl),
    cardUrl && meta('property', 'og:image:width', card.width),
    cardUrl && meta('property', 'og:image:height', card.height),
    cardUrl && meta('property', 'og:image:alt', cardAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', pageTitle(content)),
    meta('name', 'twitter:description', profile.tagline),
    meta('name', 'twitter:image', cardUrl),
    cardUrl && meta('name', 'twitter:image:alt', cardAlt),
    `<link rel="icon" href="${svgDataUrl(faviconSvg)}" type="image/svg+xml" />`,
    ...generatedFiles.icons.map(
      ({ path, size, rel }) =>
        `<link rel="${rel}" href="${path}" sizes="${size}x${size}" type="image/png" />`,
    ),
    `<link rel="alternate" type="application/json" href="${generatedFiles.resumeJson}" title="JSON Resume" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${palette.light.bg}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${palette.dark.bg}" />`,
    `<script type="application/ld+json">${profilePageJsonLd(content, address)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** Where the site lives: its page's absolute URL (null without SITE_URL) and its path. */
interface SiteAddress {
  pageUrl: string | null;
  basePath: string;
}

/**
 * robots.txt: everything may be crawled; names the sitemap when the site's URL is known. None for
 * a site under a path (a project site, /portfolio/): crawlers read robots.txt only at the root
 * of a host, which is not the site's (`robotsTxtNote` says so in the build's lines).
 */
export function robotsTxt({ pageUrl, basePath }: SiteAddress): string | null {
  if (basePath !== '/') return null;
  const sitemap = pageUrl ? `\nSitemap: ${new URL('sitemap.xml', pageUrl).href}\n` : '';
  return `User-agent: *\nAllow: /\n${sitemap}`;
}

/** Why a site under a path has no robots.txt, for the build's lines; null when it has one. */
export function robotsTxtNote({ pageUrl, basePath }: SiteAddress): string | null {
  if (basePath !== '/') {
    const root = pageUrl ? ` (${new URL('/robots.txt', pageUrl).href})` : '';
    return (
      `robots.txt: not written, as the site lives under ${basePath} and crawlers read it only at ` +
      `the root of a host${root}, which is not this site's; every page may be crawled all the same` +
      (pageUrl ? `, and sitemap.xml can be given to a search engine's console instead` : '')
    );
  }
  return null;
}

/**
 * sitemap.xml with every language's page, each with its alternates (only with SITE_URL: a
 * sitemap needs absolute URLs). `pages` are each page's content and address.
 */
export function sitemapXml(pages: { content: SiteContent; address: PageAddress }[]): string {
  const urls = pages.map(({ content, address }) => {
    const links = alternatePages(content, address).map(
      ({ hreflang, href }) =>
        `\n    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
    );
    return `  <url>\n    <loc>${escapeHtml(address.pageUrl ?? '')}</loc>${links.join('')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
