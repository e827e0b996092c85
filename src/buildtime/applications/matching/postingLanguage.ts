/**
 * The language a posting is written in, among the catalogs' languages, so it is read with its own
 * stemmer and stop words whatever the résumé's language: a German posting for an English résumé
 * is read as German ("Erfahrung mit" asks for nothing). The language whose stop words the posting
 * says most is it; the résumé's own where none says more.
 */
import { catalogTags } from '../../content/languages';
import { baseLanguage, folded, ownStopWordsOf, stemmedLanguages } from './wordForms';

let candidates: string[] | undefined;
/**
 * The catalogs' tags and the languages there is a stemmer for (a Swedish posting for an English
 * résumé), one for each language that has stop words.
 */
const languagesWithStopWords = () =>
  (candidates ??= [...new Set([...catalogTags(), ...stemmedLanguages()])].filter(
    (tag) => ownStopWordsOf(tag).size > 0,
  ));

/** One stop word is no evidence: "CI" is a Polish one. */
const fewestToTell = 2;

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/** The tag to read a posting with: `tag` (the résumé's), unless the posting is in another language. */
export function postingLanguage(posting: string, tag: string): string {
  const said = [...segmenter.segment(posting)]
    .filter(({ isWordLike }) => isWordLike)
    .map(({ segment }) => segment);
  const countIn = (language: string) => {
    const stopWords = ownStopWordsOf(language);
    return said.filter((word) => stopWords.has(folded(word, language))).length;
  };
  const own = countIn(tag);
  let [best, most] = [tag, own];
  for (const language of languagesWithStopWords()) {
    if (baseLanguage(language) === baseLanguage(tag)) continue;
    const count = countIn(language);
    if (count > most && count >= fewestToTell) [best, most] = [language, count];
  }
  return best;
}
