/**
 * `npm run matching:skills`: writes the programming languages GitHub Linguist knows, with their
 * other names, to src/buildtime/applications/matching/skillsFromLinguist.json (the
 * `linguist-languages` package, MIT), beside the hand-kept knownSkills.json, which wins: a name
 * either list has is the hand-kept one's, and its families are there. Ordinary words are left out
 * (registryData/ordinaryWords.ts): Ruby, Shell, Red, Factor are words first; a capitalised
 * one-word name left (Haskell, Jolie) counts only as written (`exact`); places (Cairo) are left
 * out too. A language implies its Linguist group (Python console: Python). Run again for a newer
 * Linguist: change the version below.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import handKept from '../../buildtime/applications/matching/knownSkills.json';
import { folded, nameReader, wordListVersion } from '../../buildtime/registryData/ordinaryWords';
import { unpackedPackage, writeGeneratedData } from '../../buildtime/registryData/registryPackage';

const linguistVersion = '9.5.0';

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

const { readsAsName, onlyAsWritten } = nameReader();
const skills: { name: string; aliases?: string[]; exact?: string[]; implies?: string[] }[] = [];
const seen = new Set<string>();
const languages = linguistLanguages();
for (const { name, type, aliases = [] } of languages) {
  if (type !== 'programming' || !readsAsName(name) || seen.has(folded(name))) continue;
  const own = [...new Set(aliases.filter(readsAsName))].filter(
    (alias) => folded(alias) !== folded(name) && !seen.has(folded(alias)),
  );
  for (const form of [name, ...own]) seen.add(folded(form));
  const exact = [name, ...own].filter(onlyAsWritten);
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
