/**
 * What the generators of skill names (src/scripts/matchingData) keep out, as too easily an
 * ordinary word or part of one: names under three letters, names the hand-kept list or the names
 * that ask nothing have (SAS, a company form), places (Cairo), a lower-case word under four
 * letters, and a one-word name an English dictionary (the `word-list` package, MIT) or any
 * language's stop words (the `stopword` list the matching reads) have: Ruby, Shell, Helm, Notion
 * are words first. A capitalised one-word name left (Haskell, Laravel) counts only as written.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import handKept from '../applications/matching/knownSkills.json';
import namesThatAskNothing from '../applications/matching/namesThatAskNothing.json';
import timeZoneCities from '../applications/matching/timeZoneCities.json';
import { unpackedPackage } from './registryPackage';

export const wordListVersion = '4.1.0';

export const folded = (form: string) => form.toLowerCase();

const plainWord = /^\p{L}+$/u;

/** A capitalised plain word ("Haskell"): a name only where written so. */
export const capitalised = (form: string) => plainWord.test(form) && /^\p{Lu}\p{Ll}+$/u.test(form);

/** The forms the hand-kept list, the names that ask nothing and places (Cairo) have already. */
function takenForms(): Set<string> {
  const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return new Set(
    [
      ...handKept.flatMap((skill) => [skill.name, ...(skill.aliases ?? [])]),
      ...Object.values(namesThatAskNothing).flat(),
      ...Object.keys(timeZoneCities.cities),
      ...Array.from({ length: 26 * 26 }, (_, index) =>
        regions.of(String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26))),
      ).filter((name): name is string => !!name),
    ].map(folded),
  );
}

/** English words and every language's stop words, folded. */
function ordinaryWords(): Set<string> {
  const words = fs
    .readFileSync(path.join(unpackedPackage('word-list', wordListVersion), 'words.txt'), 'utf8')
    .split('\n');
  // stopword is a CommonJS list of functions and each language's words.
  const stopWords = Object.values(
    createRequire(__filename)('stopword') as Record<string, unknown>,
  ).filter((list): list is string[] => Array.isArray(list));
  return new Set([...words, ...stopWords.flat()].map(folded));
}

/**
 * Whether a name reads as itself, not as an ordinary word or part of one, nor as a name the
 * hand-kept list or the names that ask nothing have; the dictionary is read once, here.
 */
export function nameReader(): (form: string) => boolean {
  const taken = takenForms();
  const words = ordinaryWords();
  return (form) => {
    if (form.length < 3 || /[(),]/.test(form) || taken.has(folded(form))) return false;
    if (!plainWord.test(form)) return true;
    if (form === folded(form) && form.length < 4) return false;
    return !words.has(folded(form));
  };
}
