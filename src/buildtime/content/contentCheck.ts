import fs from 'node:fs';
import path from 'node:path';
import { mergeWords, resolveContent } from './resolve';
import {
  findSchemaIssues,
  ownerContentSchema,
  parseOwnerContent,
  type OwnerContentFile,
  type SchemaIssue,
} from './schema';
import type { Locate } from './jsonLocation';
import { readContentFile } from './contentFile';
import { imageSections } from '../../content/declarations';
import type { SiteContent } from '../../content/types';
import type { Catalog } from '../../i18n/words';
import { findWordProblems, loadLanguage } from './languages';
import { siteContentFile, publicDirOf } from '../settings/projectPaths';

/** Every image the content names, with where it is named, for the check that it exists. */
export function imagesOf(
  content: OwnerContentFile,
): { where: string; at: (string | number)[]; path: string }[] {
  return [
    { where: 'profile: field "photo"', at: ['profile', 'photo'], path: content.profile.photo },
    ...imageSections.flatMap((section) =>
      (content[section] ?? []).flatMap((entry, index) =>
        entry.image === undefined
          ? []
          : [
              {
                where: `${section}[${index}] (${entry.id}): field "image"`,
                at: [section, index, 'image'],
                path: entry.image,
              },
            ],
      ),
    ),
  ];
}

/** The content as the build uses it: what the page shows, and every word in its language. */
export interface CheckedContent {
  content: SiteContent;
  /** The catalog of the content's language, with the owner's own words in place. */
  words: Catalog;
}

/**
 * Checks content that has been read: every field against the schema, its language and its own
 * words against the catalogs. Returns the content with its defaults, dates and words, or the
 * problems, one line each.
 */
export function checkContent(
  raw: unknown,
  locate?: Locate,
): CheckedContent | { problems: string[] } {
  const owner = parseOwnerContent(raw, locate);
  if ('problems' in owner) return owner;
  const at = (path: string[]) => (locate ? `${locate(path)}: ` : '');
  const loaded = loadLanguage(owner.language);
  if ('problems' in loaded) {
    return {
      problems: loaded.problems.map((problem) => `${at(['language'])}language: ${problem}`),
    };
  }
  const ownWords = owner.words ?? {};
  const wordProblems = findWordProblems(ownWords, owner.language, loaded.catalog, 'words', {
    partial: true,
  });
  if (wordProblems.length > 0)
    return { problems: wordProblems.map((problem) => `${at(['words'])}${problem}`) };
  const words = mergeWords(loaded.catalog, owner);
  return { content: resolveContent(owner, loaded.language, words), words };
}

/** The owner's content as checked, with a warning per change its older format needed. */
export type OwnerContentRead = CheckedContent & { migrationWarnings: string[] };

/**
 * Reads and checks the owner's content file (see checkContent), migrated in memory when it is
 * in an older format (readContentFile), and that every image it names is in its public folder
 * (publicDirOf).
 */
export function readOwnerContent(
  file = siteContentFile(),
  publicDir = publicDirOf(file),
): OwnerContentRead | { problems: string[] } {
  const read = readContentFile(file);
  if ('problems' in read) return read;
  const { content: raw, locate } = read;
  const checked = checkContent(raw, locate);
  if ('problems' in checked) return checked;
  const missing = missingImagesOf(raw as OwnerContentFile, publicDir);
  return missing.length > 0
    ? { problems: missing.map(({ path, line }) => `${locate(path)}: ${line}`) }
    : { ...checked, migrationWarnings: read.warnings };
}

/**
 * Each image the content names that is not in its public folder (nor waiting to be copied there:
 * the editor's chosen pictures, until a save), with where it is named.
 */
function missingImagesOf(
  content: OwnerContentFile,
  publicDir: string,
  waiting: (image: string) => boolean = () => false,
): SchemaIssue[] {
  return imagesOf(content)
    .filter((image) => !waiting(image.path) && !fs.existsSync(path.join(publicDir, image.path)))
    .map((image) => ({
      path: image.at,
      line: `${image.where} points to ${path.join(path.relative(process.cwd(), publicDir), image.path)}, which does not exist`,
    }));
}

/**
 * Checks content as `npm run edit` holds it, unsaved, as the build would read it from the file:
 * the checked content, or each problem with the field it is at (the whole content for a problem
 * of its language or words).
 */
export function checkDraft(
  raw: unknown,
  publicDir: string,
  waiting?: (image: string) => boolean,
): CheckedContent | { issues: SchemaIssue[] } {
  const schemaIssues = findSchemaIssues(ownerContentSchema, raw);
  if (schemaIssues.length > 0) return { issues: schemaIssues };
  const checked = checkContent(raw);
  if ('problems' in checked)
    return { issues: checked.problems.map((line) => ({ path: [], line })) };
  const missing = missingImagesOf(raw as OwnerContentFile, publicDir, waiting);
  return missing.length > 0 ? { issues: missing } : checked;
}
