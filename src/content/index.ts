/**
 * The owner's content as the page uses it. The build checks src/content/portfolio.json
 * (schema.ts), fills in its defaults, dates and interface words (resolve.ts) and hands the
 * result to the bundle and the prerender as SITE_CONTENT: the browser does none of that work.
 */
import type { SiteContent } from './types';

declare global {
  /** Replaced at build time by webpack's DefinePlugin; set by the prerender and by jest. */
  const SITE_CONTENT: SiteContent;
  /**
   * Whether the site has pages in several languages: a constant, so that the language switch
   * is left out of a single-language site's scripts.
   */
  const SITE_IS_MULTILINGUAL: boolean;
}

export const content: SiteContent = SITE_CONTENT;
export const {
  language,
  words,
  languageLinks,
  sections,
  profile,
  about,
  education,
  projects,
  entries,
} = content;
export * from './types';
export * from './constants';
export type { ListSectionKey, SectionKey } from './declarations';
