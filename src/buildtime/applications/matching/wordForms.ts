/**
 * A word as matching compares it: folded (case, width, marks, letter variants) and stemmed in the
 * content's language, so "Pipelines" matches "pipeline" and "Erfahrungen" matches "Erfahrung".
 */
import { createRequire } from 'node:module';

/** Both packages are CommonJS lists of functions and words, loaded as each language needs them. */
const load = createRequire(__filename);

/** @orama/stemmers' module for each language it stems (it has none for pl, fa, he, ja, zh, vi). */
const stemmerModules: Record<string, string> = {
  ar: 'arabic',
  bg: 'bulgarian',
  da: 'danish',
  de: 'german',
  el: 'greek',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  ga: 'irish',
  hu: 'hungarian',
  hy: 'armenian',
  id: 'indonesian',
  it: 'italian',
  lt: 'lithuanian',
  nb: 'norwegian',
  ne: 'nepali',
  nl: 'dutch',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sr: 'serbian',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
  uk: 'ukrainian',
};

/** The languages @orama/stemmers stems. */
export const stemmedLanguages = () => Object.keys(stemmerModules);

/** stopword's list for each language by its ISO 639-1 code. */
const stopwordLists: Record<string, string> = {
  af: 'afr',
  ar: 'ara',
  bg: 'bul',
  bn: 'ben',
  ca: 'cat',
  cs: 'ces',
  da: 'dan',
  de: 'deu',
  el: 'ell',
  en: 'eng',
  es: 'spa',
  et: 'est',
  eu: 'eus',
  fa: 'fas',
  fi: 'fin',
  fr: 'fra',
  ga: 'gle',
  gl: 'glg',
  gu: 'guj',
  he: 'heb',
  hi: 'hin',
  hr: 'hrv',
  hu: 'hun',
  hy: 'hye',
  id: 'ind',
  it: 'ita',
  ja: 'jpn',
  ko: 'kor',
  lt: 'lit',
  lv: 'lav',
  mr: 'mar',
  ms: 'msa',
  nb: 'nob',
  nl: 'nld',
  no: 'nob',
  pl: 'pol',
  pt: 'por',
  ro: 'ron',
  ru: 'rus',
  sk: 'slk',
  sl: 'slv',
  so: 'som',
  sv: 'swe',
  sw: 'swa',
  th: 'tha',
  tl: 'tgl',
  tr: 'tur',
  uk: 'ukr',
  ur: 'urd',
  vi: 'vie',
  zh: 'zho',
  zu: 'zul',
};

const languages = new Map<string, string>();
/** A tag's language ("pt" of "pt-BR"), worked out once per tag: every word split asks it. */
export function baseLanguage(tag: string): string {
  if (!languages.has(tag)) languages.set(tag, new Intl.Locale(tag).language);
  return languages.get(tag)!;
}

/**
 * A word's letters as matching compares them: compatibility forms (full-width letters), lower
 * case, without accents, harakat or tatweel, with ß as ss and one form of the Arabic and Persian
 * yeh and kaf; a zero-width non-joiner does not part a word.
 */
export function folded(word: string, tag: string): string {
  return word
    .normalize('NFKC')
    .toLocaleLowerCase(tag)
    .normalize('NFD')
    .replace(/\p{Mn}|\u0640|\u200c/gu, '')
    .normalize('NFC')
    .replace(/ß/g, 'ss')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک');
}

const stemmers = new Map<string, (word: string) => string>();

/** The stemmer of a language, or none (the word as it is) where @orama/stemmers has none. */
export function stemmerOf(tag: string): (word: string) => string {
  const language = baseLanguage(tag);
  if (!stemmers.has(language)) {
    const module = stemmerModules[language];
    stemmers.set(
      language,
      module
        ? (load(`@orama/stemmers/${module}`) as { stemmer: (word: string) => string }).stemmer
        : (word) => word,
    );
  }
  return stemmers.get(language)!;
}

const stopWordSets = new Map<string, Set<string>>();
const ownStopWordSets = new Map<string, Set<string>>();

/** The words of a language that ask for nothing (stopword's list, folded), none where it has no list. */
export function ownStopWordsOf(tag: string): Set<string> {
  const language = baseLanguage(tag);
  if (!ownStopWordSets.has(language)) {
    const lists = load('stopword') as Record<string, string[]>;
    const own = lists[stopwordLists[language] ?? ''] ?? [];
    ownStopWordSets.set(language, new Set(own.map((word) => folded(word, tag))));
  }
  return ownStopWordSets.get(language)!;
}

/** The words of a language that ask for nothing (stopword's list, folded), English's too. */
export function stopWordsOf(tag: string): Set<string> {
  const language = baseLanguage(tag);
  if (!stopWordSets.has(language))
    stopWordSets.set(language, new Set([...ownStopWordsOf(tag), ...ownStopWordsOf('en')]));
  return stopWordSets.get(language)!;
}
