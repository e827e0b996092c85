/**
 * Typst's language settings for a BCP 47 tag: an ISO 639 code and, if known, a region. Apart from
 * typst.ts so that the build's main thread, which reads the settings, never loads the compiler.
 */
export function typstLanguage(tag: string): { lang: string; region: string | null } {
  const locale = new Intl.Locale(tag);
  return { lang: locale.language, region: locale.maximize().region ?? null };
}
