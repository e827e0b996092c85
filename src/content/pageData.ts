import type { ContactWords } from '../i18n/words';
import type { SiteContent } from './types';

/**
 * What the scripts of a prerendered page (a production build) read of its content and words.
 * It is in the page's HTML, as JSON, so that every language's page runs the same scripts: they
 * are built once for the whole site, and a visitor who switches language fetches none again.
 */
export interface PageData {
  content: SiteContent;
  contactWords: ContactWords;
}

/** The id of the page's JSON data block. */
export const pageDataId = 'page-data';

let read: PageData | undefined;

/** The page's data, parsed once. */
export const pageData = (): PageData =>
  (read ??= JSON.parse(document.getElementById(pageDataId)!.textContent!) as PageData);
