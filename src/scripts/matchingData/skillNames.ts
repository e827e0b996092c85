/**
 * `npm run matching:skills`: writes the programming languages GitHub Linguist knows, with their
 * other names, to src/buildtime/applications/matching/skillsFromLinguist.json (the
 * `linguist-languages` package, MIT), beside the hand-kept knownSkills.json, which wins: a name
 * either list has is the hand-kept one's, and its families are there. Left out, as too easily
 * an ordinary word or part of one: names under three letters, names the hand-kept list or the
 * names that ask nothing have (SAS, a company form), a lower-case word under four letters, and a
 * one-word name an English dictionary (the `word-list` package, MIT) or any language's stop
 * words (the `stopword` list the matching reads) have: Ruby, Shell, Red, Factor are words first.
 * A capitalised one-word name left (Haskell, Jolie) counts only as written (`exact`); places
 * (Cairo) are left out too. A language implies its Linguist group (Python console: Python). Run again
 * for a newer Linguist: change the versions below.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import handKept from '../../buildtime/applications/matching/knownSkills.json';
import namesThatAskNothing from '../../buildtime/applications/matching/namesThatAskNothing.json';
import timeZoneCities from '../../buildtime/applications/matching/timeZoneCities.json';
import { unpackedPackage, writeGeneratedData } from '../../buildtime/registryData/registryPackage';

const linguistVersion = '9.5.0';
const wordListVersion = '4.1.0';

interface LinguistLanguage {
  name: string;
  type: string;
  aliases?: string[];
  /** The language it is a kind of (Python console: Python). */
  group?: string;
}

/** Linguist's languages: its package is an ES module, read in a Node of its own. */
function linguistLanguages(): LinguistLanguage[] {
  const index = pathToFileURL(
    path.join(unpackedPackage('linguist-languages', linguistVersion), 'index.js'),
  );
  const printed = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const all = await import(${JSON.stringify(index.href)}); console.log(JSON.stringify(Object.values(all)));`,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  return JSON.parse(printed) as LinguistLanguage[];
}

const folded = (form: string) => form.toLowerCase();
const dictionary = new Set(
  fs
    .readFileSync(path.join(unpackedPackage('word-list', wordListVersion), 'words.txt'), 'utf8')
    .split('\n')
    .map(folded),
);
const ordinaryWords = new Set([
  ...dictionary,
  // stopword is a CommonJS list of functions and each language's words.
  ...Object.values(createRequire(__filename)('stopword') as Record<string, unknown>)
    .filter((list): list is string[] => Array.isArray(list))
    .flat()
    .map(folded),
]);
const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** The forms the hand-kept list, the names that ask nothing and places (Cairo) have already. */
const taken = new Set(
  [
    ...handKept.flatMap((skill) => [skill.name, ...(skill.aliases ?? [])]),
    ...Object.values(namesThatAskNothing).flat(),
    ...Object.keys(timeZoneCities.cities),
    ...Array.from({ length: 26 * 26 }, (_, index) =>
      regions.of(String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26))),
    ).filter((name): name is string => !!name),
  ].map(folded),
);

const plainWord = /^\p{L}+$/u;
/** Whether a name reads as itself, not as an ordinary word, or part of one. */
function readsAsName(form: string): boolean {
  if (form.length < 3 || /[(),]/.test(form) || taken.has(folded(form))) return false;
  if (!plainWord.test(form)) return true;
  if (form === folded(form) && form.length < 4) return false;
  return !ordinaryWords.has(folded(form));
}
/** A capitalised plain word ("Haskell"): a name only where written so. */
const capitalised = (form: string) => plainWord.test(form) && /^\p{Lu}\p{Ll}+$/u.test(form);

const skills: { name: string; aliases?: string[]; exact?: string[]; implies?: string[] }[] = [];
const seen = new Set<string>();
const languages = linguistLanguages();
for (const { name, type, aliases = [] } of languages) {
  if (type !== 'programming' || !readsAsName(name) || seen.has(folded(name))) continue;
  const own = [...new Set(aliases.filter(readsAsName))].filter(
    (alias) => folded(alias) !== folded(name) && !seen.has(folded(alias)),
  );
  for (const form of [name, ...own]) seen.add(folded(form));
  const exact = [name, ...own].filter(capitalised);
  skills.push({
    name,
    ...(own.length > 0 && { aliases: own }),
    ...(exact.length > 0 && { exact }),
  });
}
/** A language's family is Linguist's group, where either list has it by that name. */
const names = new Set([...handKept, ...skills].map((skill) => skill.name));
for (const skill of skills) {
  const { group } = languages.find(({ name }) => name === skill.name)!;
  if (group && group !== skill.name && names.has(group)) skill.implies = [group];
}
void writeGeneratedData(
  'skillsFromLinguist.json',
  {
    source: `GitHub Linguist's programming languages and their aliases (linguist-languages ${linguistVersion}); ordinary words left out by word-list ${wordListVersion} and stopword`,
    licence: 'MIT',
    version: linguistVersion,
  },
  { skills },
  skills.length,
);
