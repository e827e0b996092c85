/**
 * What an application's résumé keeps whatever the posting asks, as a hiring manager reads it: the
 * spoken languages of the posting's own language and of the country the job is in (a job in
 * Stockholm keeps Swedish and Finnish), and the entries the letter names (the employer it tells of, the
 * publication it cites).
 */
import type { ResumeData, ResumeSection } from '../../documents/resumeData';
import timeZoneCities from './timeZoneCities.json';
import countryLanguages from './countryLanguages.json';
import { emptyWordsOf } from './postingLines';
import { baseLanguage, folded } from './wordForms';
import { words, type Word } from './words';

const regionCodes = Array.from({ length: 26 * 26 }, (_, index) =>
  String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26)),
);

/** Each country's and city's name, folded, in these languages, with the country's code. */
function placeNames(languages: string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const language of languages) {
    const regions = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const code of regionCodes) {
      const name = regions.of(code);
      if (name) names.set(folded(name, language), code);
    }
  }
  for (const [city, code] of Object.entries(timeZoneCities.cities))
    names.set(folded(city, 'en'), code);
  return names;
}

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/** The countries a text names, or a city of, by their codes (SE). */
export function countriesNamed(texts: string[], languages: string[]): string[] {
  const names = placeNames([...new Set(['en', ...languages])]);
  const found = new Set<string>();
  for (const text of texts) {
    const said = [...segmenter.segment(text)]
      .filter(({ isWordLike }) => isWordLike)
      .map(({ segment }) => folded(segment, 'en'));
    said.forEach((_, start) => {
      for (const length of [1, 2, 3]) {
        const code = names.get(said.slice(start, start + length).join(' '));
        if (code) found.add(code);
      }
    });
  }
  return [...found];
}

/**
 * The languages a posting keeps on the résumé: its own, and each official or recognised language
 * of its country (countryLanguages.json, from CLDR: Sweden's are Swedish and Finnish), the country
 * named in its texts (the posting, the recipient) in its language, the résumé's or English.
 */
export function postingsLanguages(postingTag: string, places: string[], tag: string): string[] {
  const countries = countriesNamed(places, [postingTag, tag]);
  return [
    ...new Set([
      baseLanguage(postingTag),
      ...countries.flatMap(
        (code) =>
          (countryLanguages.languages as Record<string, string[]>)[code] ?? [
            new Intl.Locale(`und-${code}`).maximize().language,
          ],
      ),
    ]),
  ];
}

/** A name's words that say who or what it is: no stop word, no company form ("Oy"). */
const telling = (said: Word[], empty: Set<string>) =>
  said.filter(({ key }) => !empty.has(key)).map(({ key }) => key);

/**
 * The entries a letter names: a role by its organisation (all its roles at it then), any other
 * entry by its title, each as the letter says it in a row.
 */
export function entriesTheLetterNames(data: ResumeData, letter: string[], tag: string): string[] {
  const empty = emptyWordsOf(tag);
  const said = letter.map((text) => telling(words(text, tag), empty));
  const names = (keys: string[]) =>
    keys.length > 0 &&
    said.some((text) =>
      text.some((_, start) => keys.every((key, index) => text[start + index] === key)),
    );
  return data.sections.flatMap(({ entries = [] }: ResumeSection) =>
    entries
      .filter((entry) => names(telling(words(entry.employer ?? entry.title, tag), empty)))
      .map(({ id }) => id),
  );
}
