import type english from './catalogs/en.json';

/**
 * Interface words: one catalog per language in src/i18n/catalogs/ (English is the reference:
 * every catalog has its keys). A count's words are one text per plural category of the language
 * (Intl.PluralRules), such as `{ "one": "…", "other": "…" }`. `{name}` marks where a value goes.
 */
export type WordKey = keyof typeof english;
export type PluralWords = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The words the page shows or announces, in its first-load JavaScript. */
export const pageWordKeys = [
  'skipToContent',
  'sectionsNav',
  'aboutTitle',
  'skillsTitle',
  'experienceTitle',
  'awardsTitle',
  'educationTitle',
  'projectsTitle',
  'sectionFailed',
  'resume',
  'profilesLabel',
  'workTogether',
  'getInTouch',
  'contactUnavailable',
  'darkTheme',
  'languagesNav',
  'skillsUsed',
  'awardTopics',
  'builtWith',
  'projectLinks',
  'viewUnits',
  'filterProjects',
  'filterAll',
  'filterPersonal',
  'filterForClients',
  'filterEmployer',
  'filterOpenSource',
  'footerLinks',
  'emailOwner',
  'copyright',
  'awardPlace',
] as const satisfies readonly WordKey[];

/** The contact dialog's words, which only its chunk reads. */
export const contactWordKeys = [
  'emailSent',
  'nameLabel',
  'emailLabel',
  'companyLabel',
  'messageLabel',
  'honeypotLabel',
  'charactersLeft',
  'onlySpaces',
  'cancel',
  'send',
  'sending',
] as const satisfies readonly WordKey[];

/** The words counts are given in. */
export type PluralKey = 'charactersLeft' | 'repositoryStars';
type Words<Key extends WordKey> = Record<Exclude<Key, PluralKey>, string> &
  Record<Extract<Key, PluralKey>, PluralWords>;
export type Catalog = Words<WordKey>;
export type PageWords = Words<(typeof pageWordKeys)[number]>;
export type ContactWords = Words<(typeof contactWordKeys)[number]>;

/** These words of a catalog. */
export const pickWords = <Key extends WordKey>(catalog: Catalog, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, catalog[key]])) as Words<Key>;

/** The text split at its `{name}` marks: text, name, text, name, … (names at odd places). */
export const splitAtValues = (text: string): string[] => text.split(/\{(\w+)\}/);

/** The text with each `{name}` replaced by its value. */
export function fillIn(text: string, values: Record<string, string | number>): string {
  return splitAtValues(text)
    .map((part, index) => (index % 2 === 0 ? part : String(values[part] ?? `{${part}}`)))
    .join('');
}

/**
 * An award's heading: its place and title as the language joins them ('1st place: Hackathon'),
 * or the one of them it has; none when it has neither.
 */
export const awardHeading = (
  { place, title }: { place?: string; title?: string },
  words: Pick<Catalog, 'awardPlace'>,
) => (place && title ? fillIn(words.awardPlace, { place, title }) : (title ?? place));
