import fs from 'node:fs';
import path from 'node:path';
import { parseOwnerContent, type OwnerContent } from './schema';
import { readJsonFile } from './jsonLocation';
import { translateContent } from './translationFile';
import { checkContent, type CheckedContent } from './contentCheck';
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
    const { raw, locate } = read;
    const language = (raw as { language?: unknown }).language;
    if (language !== tag) {
      problems.push(
        `${locate(['language'])}: "language" must be "${tag}", as its name says (it is ${JSON.stringify(language)}).`,
      );
      continue;
    }
    const merged = translateContent(owner, raw, locate);
    const checked = 'problems' in merged ? merged : checkContent(merged.content, locate);
    if ('problems' in checked) {
      problems.push(...checked.problems);
    } else if (!('problems' in merged)) {
      translations.push({ tag, checked, untranslated: merged.untranslated });
    }
  }
  return problems.length > 0 ? { problems } : { translations };
}
