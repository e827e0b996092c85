import type { ContactWords } from '../../i18n/words';

declare global {
  /** The dialog's words in the content's language: set at build time, like SITE_CONTENT. */
  const CONTACT_WORDS: ContactWords;
}

/** The contact dialog's words, which load with the dialog rather than with the page. */
export const contactWords: ContactWords = CONTACT_WORDS;
