import { pageData } from '../../content/pageData';
import type { ContactWords } from '../../i18n/words';

declare global {
  /** The dialog's words in the content's language: set like SITE_CONTENT. */
  const CONTACT_WORDS: ContactWords;
}

/** The contact dialog's words. */
export const contactWords: ContactWords = CONTENT_IN_HTML ? pageData().contactWords : CONTACT_WORDS;
