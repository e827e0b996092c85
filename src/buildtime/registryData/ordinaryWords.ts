/**
 * What the generators of skill names (src/scripts/matchingData) keep out, as too easily an
 * ordinary word or part of one: names under three letters, names the hand-kept list or the names
 * that ask nothing have (SAS, a company form), places (Cairo), a lower-case word under four
 * letters, and a one-word name an English dictionary (the `word-list` package, MIT) or any
 * language's stop words (the `stopword` list the matching reads) have: Ruby, Shell, Helm, Notion
 * are words first. A capitalised one-word name left (Haskell, Laravel) counts only as written. So
 * does a name of ordinary words with a capital (Red Hat, Read the Docs: not "a red hat"); one
 * without a capital is left out unless three words of it are not stop words (entity framework
 * core), as two ordinary words meet by chance ("cloud run costs").
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import handKept from '../applications/matching/knownSkills.json';
import namesThatRequireNothing from '../applications/matching/namesThatRequireNothing.json';
import timeZoneCities from '../applications/matching/timeZoneCities.json';
import { unpackedPackage } from './registryPackage';

export const wordListVersion = '4.1.0';

export const folded = (form: string) => form.toLowerCase();

const plainWord = /^\p{L}+$/u;

/** A capitalised plain word ("Haskell"): a name only where written so. */
const capitalised = (form: string) => plainWord.test(form) && /^\p{Lu}\p{Ll}+$/u.test(form);

/** The forms the hand-kept list, the names that ask nothing and places (Cairo) have already. */
function takenForms(): Set<string> {
  const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return new Set(
    [
      ...handKept.flatMap((skill) => [skill.name, ...(skill.aliases ?? [])]),
      ...Object.values(namesThatRequireNothing).flat(),
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
 * hand-kept list or the names that ask nothing have (`readsAsName`), and whether it counts only
 * as written (`onlyAsWritten`); the dictionary is read once, here.
 */
export function nameReader(): {
  readsAsName: (form: string) => boolean;
  onlyAsWritten: (form: string) => boolean;
} {
  const taken = takenForms();
  const words = ordinaryWords();
  const stopWords = new Set(
    (createRequire(__filename)('stopword') as { eng: string[] }).eng.map(folded),
  );
  const parts = (form: string) => form.split(/\s+/u).map(folded);
  /** Ordinary words, two or more: "Red Hat", "cloud run". */
  const ofOrdinaryWords = (form: string) =>
    parts(form).length > 1 && parts(form).every((part) => words.has(part));
  const hasCapital = (form: string) => form !== folded(form);
  return {
    readsAsName(form) {
      if (form.length < 3 || /[(),]/.test(form) || taken.has(folded(form))) return false;
      if (ofOrdinaryWords(form))
        return hasCapital(form) || parts(form).filter((part) => !stopWords.has(part)).length >= 3;
      if (!plainWord.test(form)) return true;
      if (!hasCapital(form) && form.length < 4) return false;
      return !words.has(folded(form));
    },
    onlyAsWritten: (form) => capitalised(form) || (ofOrdinaryWords(form) && hasCapital(form)),
  };
}
