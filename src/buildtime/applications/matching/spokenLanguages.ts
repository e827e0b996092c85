/**
 * Spoken languages a posting names, by their names in its own language and in English as Intl
 * gives them ("Englisch", "anglais", "engelska"), also as the first part of a compound
 * ("Deutschkenntnisse"). A language named is met by its name in the posting's language, in
 * English or in the résumé's.
 */
import { folded } from './wordForms';
import { words, type Word } from './words';

/**
 * The languages a posting may ask for. Polish is not among them: in English it is a verb
 * ("polish the UI") more often than a language.
 */
const languageCodes = [
  'ar',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hu',
  'it',
  'ja',
  'ko',
  'nl',
  'no',
  'pt',
  'ro',
  'ru',
  'sv',
  'tr',
  'uk',
  'vi',
  'zh',
];
/**
 * A compound starts with a language's name only where the name is this long, and the rest of the
 * word this long: "Deutschkenntnisse" names German, "Deutschland" does not.
 */
const shortestInCompound = 5;
const shortestRest = 6;

interface LanguageName {
  code: string;
  /** The name, folded, as the posting's language writes it. */
  folded: string;
}

const namesByLanguage = new Map<string, LanguageName[]>();
function namesIn(tag: string): LanguageName[] {
  if (!namesByLanguage.has(tag)) {
    const names = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' });
    namesByLanguage.set(
      tag,
      languageCodes.flatMap((code) => {
        const name = names.of(code);
        return name && !/\s/.test(name) ? [{ code, folded: folded(name, tag) }] : [];
      }),
    );
  }
  return namesByLanguage.get(tag)!;
}

const displayNames = new Map<string, Intl.DisplayNames>();
const displayName = (code: string, tag: string) => {
  if (!displayNames.has(tag))
    displayNames.set(tag, new Intl.DisplayNames([tag], { type: 'language' }));
  return displayNames.get(tag)!.of(code) ?? code;
};

/** The spoken language a word names, if any: its name as the posting writes it, and what meets it. */
export function spokenLanguageIn(
  word: Word,
  postingTag: string,
  resumeTag: string,
): { name: string; anyOf: string[][] } | undefined {
  const said = folded(word.text, postingTag);
  const named = (tag: string) =>
    namesIn(tag).find(
      ({ folded: name }) =>
        said === name ||
        (name.length >= shortestInCompound &&
          said.startsWith(name) &&
          said.length - name.length >= shortestRest),
    );
  const language = named(postingTag) ?? named('en');
  if (!language) return undefined;
  const keysIn = (tag: string) => words(displayName(language.code, tag), tag).map(({ key }) => key);
  const anyOf = [keysIn(postingTag), keysIn('en'), keysIn(resumeTag)].filter(
    (keys, index, all) =>
      keys.length > 0 && all.findIndex((other) => other.join(' ') === keys.join(' ')) === index,
  );
  return { name: displayName(language.code, postingTag), anyOf };
}
