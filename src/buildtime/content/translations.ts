import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from '../atomicFiles';
import { findSchemaIssues, parseOwnerContent, type OwnerContent, type SchemaIssue } from './schema';
import { readJsonFile, type Locate } from './jsonLocation';
import { translateContent, translationSchema } from './translationFile';
import { checkContent, type CheckedContent } from './contentCheck';
import { loadLanguage } from './languages';
import { schemaLineFor } from './jsonSchema';
import { readContentFile, type ContentFileRead } from './contentFile';

/** A content file in another language sits beside the default's: portfolio.de.json. */
export const translationFile = (contentFile: string, tag: string) =>
  path.join(path.dirname(contentFile), `${path.basename(contentFile, '.json')}.${tag}.json`);

/** The translations beside a content file, by their language tag. */
export function translationFiles(contentFile: string): { tag: string; file: string }[] {
  const [prefix, suffix] = [`${path.basename(contentFile, '.json')}.`, '.json'];
  return fs
    .readdirSync(path.dirname(contentFile))
    .filter((name) => name.startsWith(prefix) && name.endsWith(suffix))
    .map((name) => name.slice(prefix.length, -suffix.length))
    .filter((tag) => tag !== '')
    .sort()
    .map((tag) => ({ tag, file: translationFile(contentFile, tag) }));
}

export interface CheckedTranslation {
  tag: string;
  checked: CheckedContent;
  /** The texts shown in the default language, such as `experience[acme].bullets`. */
  untranslated: string[];
}

/**
 * Each translation beside the content file (checked already), merged with it and checked as the
 * content is (its language, words and catalog); or the problems, each line naming the file.
 */
export function readTranslations(
  contentFile: string,
  // Read after the content itself has been checked (and migrated), so it reads as it was then.
  owner = parseOwnerContent(
    (readContentFile(contentFile) as ContentFileRead).content,
  ) as OwnerContent,
): { translations: CheckedTranslation[] } | { problems: string[] } {
  const problems: string[] = [];
  const translations: CheckedTranslation[] = [];
  for (const { tag, file } of translationFiles(contentFile)) {
    const read = readJsonFile(file);
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    const checked = checkTranslation(owner, tag, read.raw, read.locate);
    if ('problems' in checked) problems.push(...checked.problems);
    else translations.push(checked);
  }
  return problems.length > 0 ? { problems } : { translations };
}

/**
 * One translation as the build checks it: its language as its file's name says, its texts
 * merged with the content and checked as the content is; or the problems, one line each.
 */
export function checkTranslation(
  owner: OwnerContent,
  tag: string,
  raw: unknown,
  locate?: Locate,
): CheckedTranslation | { problems: string[] } {
  const at = (path: string[]) => (locate ? `${locate(path)}: ` : '');
  const language = (raw as { language?: unknown } | null)?.language;
  if (language !== tag)
    return {
      problems: [
        `${at(['language'])}"language" must be "${tag}", as its name says (it is ${JSON.stringify(language)}).`,
      ],
    };
  const merged = translateContent(owner, raw, locate);
  if ('problems' in merged) return merged;
  const checked = checkContent(merged.content, locate);
  return 'problems' in checked ? checked : { tag, checked, untranslated: merged.untranslated };
}

/**
 * A translation as `npm run edit` holds it, unsaved, checked as the build would read it beside
 * the content file as saved: the checked translation, or each problem with the field it is at
 * (the whole file for a problem the schema does not place).
 */
export function checkTranslationDraft(
  contentFile: string,
  tag: string,
  raw: unknown,
): CheckedTranslation | { issues: SchemaIssue[] } {
  const wholeFile = (problems: string[]) => ({
    issues: problems.map((line) => ({ path: [], line })),
  });
  const schemaIssues = findSchemaIssues(translationSchema, raw);
  if (schemaIssues.length > 0) return { issues: schemaIssues };
  const read = readContentFile(contentFile);
  if ('problems' in read) return wholeFile(read.problems);
  const owner = parseOwnerContent(read.content);
  if ('problems' in owner) return wholeFile(owner.problems);
  const checked = checkTranslation(owner, tag, raw);
  return 'problems' in checked ? wholeFile(checked.problems) : checked;
}

/**
 * A translation beside the content file for the language `tag`, with no text yet (the page shows
 * the content's own until there is one), checked as the build checks a language: a language
 * tag with a catalog of interface words, neither the content's own nor one there is already.
 * Returns the file written, or the line saying why not.
 */
export function addTranslation(
  contentFile: string,
  tag: string,
): { file: string } | { problem: string } {
  const loaded = loadLanguage(tag);
  if ('problems' in loaded) return { problem: loaded.problems.join(' ') };
  const { language } = JSON.parse(fs.readFileSync(contentFile, 'utf8')) as { language?: string };
  const file = translationFile(contentFile, tag);
  if (tag === language)
    return { problem: `"${tag}" is the language of ${path.basename(contentFile)} itself.` };
  if (fs.existsSync(file)) return { problem: `${path.basename(file)} is there already.` };
  const translation = { $schema: schemaLineFor('translation', file), language: tag };
  writeFileAtomically(file, `${JSON.stringify(translation, null, 2)}\n`);
  return { file };
}
