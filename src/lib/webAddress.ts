/**
 * Whether a text is a full http(s) address (a scheme, then a host), as every link, SITE_URL and
 * EMAILJS_ORIGIN must be: the one check for all of them.
 */
export const isWebAddress = (text: string | undefined): text is string =>
  !!text && /^https?:\/\/[^/]/.test(text) && URL.canParse(text);
