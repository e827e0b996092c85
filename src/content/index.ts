/**
 * The owner's content as the page uses it. The build checks owner/portfolio.json, else the
 * sample, src/content/sample.json (schema.ts), fills in its defaults, dates and interface words
 * (resolve.ts) and hands the result to the prerender and `npm start`'s scripts as SITE_CONTENT,
 * and to a production page's scripts in its HTML (pageData.ts): the browser does none of that
 * work.
 */
import { pageData } from './pageData';
import type { SiteContent } from './types';

declare global {
  /**
   * Replaced by webpack's DefinePlugin in `npm start`; set by the prerender and by jest. A
   * production build's scripts read the page's data instead (CONTENT_IN_HTML).
   */
  const SITE_CONTENT: SiteContent;
  /**
   * Whether the site has pages in several languages: a constant, so that the language switch
   * is left out of a single-language site's scripts.
   */
  const SITE_IS_MULTILINGUAL: boolean;
}

export const content: SiteContent = CONTENT_IN_HTML ? pageData().content : SITE_CONTENT;
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
export type { EntriesSectionKey, ListSectionKey, SectionKey } from './declarations';
