import fs from 'node:fs';
import path from 'node:path';
import { isLanguageTag } from './schema';
import type { ContentLanguage } from '../../content/types';
import { splitAtValues, type Catalog, type WordKey } from '../../i18n/words';
import { projectPaths } from '../settings/projectPaths';

/** One JSON file per language, named by its BCP 47 tag: en.json, pt.json, zh-Hans.json. */
export const catalogDir = path.join(projectPaths.root, 'src/i18n/catalogs');
const referenceTag = 'en';
const shownCatalog = (tag: string) =>
  path.relative(process.cwd(), path.join(catalogDir, `${tag}.json`));

/** Scripts written from right to left (ISO 15924), for the page's `dir`. */
const rightToLeftScripts = new Set([
  'Adlm',
  'Arab',
  'Hebr',
  'Mand',
  'Mend',
  'Nkoo',
  'Rohg',
  'Samr',
  'Syrc',
  'Thaa',
  'Yezi',
]);

/** The tags of the languages that have a catalog. */
export function catalogTags(dir = catalogDir): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/**
 * The catalog that serves a tag: the tag itself, then each shorter form of it and of its full
 * form ('zh' → zh-Hans-CN → zh-Hans; 'pt-BR' → pt), so a region or script falls back to its
 * language but Traditional Chinese never gets Simplified words.
 */
export function catalogTagFor(tag: string, available: string[]): string | undefined {
  const locale = new Intl.Locale(tag);
  const shorter = (full: string) =>
    full.split('-').map((_, index, parts) => parts.slice(0, parts.length - index).join('-'));
  const candidates = [...shorter(locale.toString()), ...shorter(locale.maximize().toString())];
  return candidates.find((candidate) => available.includes(candidate));
}

/**
 * The locale dates and numbers are written in: the language's own, in the Gregorian calendar and
 * with Western digits unless the tag asks for others (`fa-u-ca-persian-nu-arabext`), since a résumé
 * is read abroad too. Persian's own would be Solar Hijri dates in Persian digits.
 */
export function formattingLocale(tag: string): string {
  const locale = new Intl.Locale(tag);
  return new Intl.Locale(tag, {
    calendar: locale.calendar ?? 'gregory',
    numberingSystem: locale.numberingSystem ?? 'latn',
  }).toString();
}

/**
 * Whether a language is written right to left, by its script: the one its tag names, or else its
 * likeliest (ar, fa-IR, ku-Arab; not ku, written in Latin letters). No tag ('') is not.
 */
export function isRightToLeftTag(tag: string): boolean {
  if (tag === '') return false;
  return rightToLeftScripts.has(new Intl.Locale(tag).maximize().script ?? '');
}

export function contentLanguage(tag: string): ContentLanguage {
  return {
    tag,
    dir: isRightToLeftTag(tag) ? 'rtl' : 'ltr',
    formatting: formattingLocale(tag),
  };
}

const isPlural = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const valueNames = (text: string) => splitAtValues(text).filter((_, index) => index % 2 === 1);

/**
 * The `{name}` marks a translation gets wrong: one the English text has not (never filled in),
 * or, where `complete`, one it leaves out. A plural's 'one' or 'two' may spell its number out.
 */
function wrongValueNames(text: string, english: string, complete: boolean): string[] {
  const expected = valueNames(english);
  const found = valueNames(text);
  const unknown = found.filter((name) => !expected.includes(name)).map((name) => `{${name}}`);
  const left = complete ? expected.filter((name) => !found.includes(name)) : [];
  return [...unknown, ...left.map((name) => `no {${name}}`)];
}

/**
 * What is wrong with a set of words in a language, one line each: a key the reference catalog
 * lacks, a text that is not text, or a count without a text for each of the language's plural
 * categories. `where` says whose words they are.
 */
export function findWordProblems(
  words: Record<string, unknown>,
  tag: string,
  reference: Catalog,
  where: string,
  { partial }: { partial: boolean },
): string[] {
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const problems: string[] = [];
  for (const key of Object.keys(reference) as WordKey[]) {
    const value = words[key];
    const english = reference[key];
    if (value === undefined) {
      if (!partial)
        problems.push(`${where} lacks "${key}": add it (in English: ${JSON.stringify(english)}).`);
    } else if (isPlural(english)) {
      const texts: Record<string, unknown> = isPlural(value) ? value : {};
      const missing = categories.filter((category) => typeof texts[category] !== 'string');
      if (missing.length > 0) {
        problems.push(
          `${where}: "${key}" is a count and needs a text for each of ${categories.join(', ')} (missing ${missing.join(', ')}).`,
        );
      }
      for (const category of categories.filter((category) => !missing.includes(category))) {
        const wrong = wrongValueNames(String(texts[category]), english.other, category === 'other');
        if (wrong.length > 0)
          problems.push(marksProblem(where, `${key}.${category}`, wrong, english.other));
      }
    } else if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${where}: "${key}" must be text.`);
    } else {
      const wrong = wrongValueNames(value, english, true);
      if (wrong.length > 0) problems.push(marksProblem(where, key, wrong, english));
    }
  }
  for (const key of Object.keys(words).filter((key) => !(key in reference))) {
    problems.push(
      `${where}: "${key}" is not an interface word; the words are the keys of ${shownCatalog(referenceTag)}.`,
    );
  }
  return problems;
}

const marksProblem = (where: string, key: string, wrong: string[], english: string) =>
  `${where}: "${key}" has ${wrong.join(', ')}; its values are marked as in English: ${JSON.stringify(english)}.`;

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The language of a tag with its catalog, or one line that says what is wrong: no catalog for
 * it (naming those there are, and how to add one), or a catalog that lacks words.
 */
export function loadLanguage(
  tag: string,
  dir = catalogDir,
): { language: ContentLanguage; catalog: Catalog } | { problems: string[] } {
  if (!isLanguageTag(tag)) {
    return {
      problems: [`"${tag}" is not a BCP 47 language tag, such as en, uk, pt-BR or zh-Hans.`],
    };
  }
  const available = catalogTags(dir);
  const catalogTag = catalogTagFor(tag, available);
  if (!catalogTag) {
    return {
      problems: [
        `language "${tag}" has no catalog of interface words. There are: ${available.join(', ')}. ` +
          `Use one of them, or add ${shownCatalog(tag)}, translated from ${shownCatalog(referenceTag)}.`,
      ],
    };
  }
  const reference = readJson(path.join(dir, `${referenceTag}.json`)) as Catalog;
  let catalog: unknown;
  try {
    catalog = readJson(path.join(dir, `${catalogTag}.json`));
  } catch (error) {
    return {
      problems: [`${shownCatalog(catalogTag)} is not valid JSON: ${(error as Error).message}`],
    };
  }
  const problems = findWordProblems(
    catalog as Record<string, unknown>,
    tag,
    reference,
    shownCatalog(catalogTag),
    {
      partial: false,
    },
  );
  if (problems.length > 0) return { problems };
  return { language: contentLanguage(tag), catalog: catalog as Catalog };
}
