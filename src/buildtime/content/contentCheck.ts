import fs from 'node:fs';
import path from 'node:path';
import { mergeWords, resolveContent } from './resolve';
import { parseOwnerContent, type OwnerContentFile } from './schema';
import { locatorOf, type Locate } from './jsonLocation';
import { imageSections } from '../../content/declarations';
import type { SiteContent } from '../../content/types';
import type { Catalog } from '../../i18n/words';
import { findWordProblems, loadLanguage } from './languages';
import { projectPaths, publicDirOf } from '../settings/projectPaths';

/** Every image the content names, with where it is named, for the check that it exists. */
function imagesOf(
  content: OwnerContentFile,
): { where: string; at: (string | number)[]; path: string }[] {
  return [
    { where: 'profile: field "photo"', at: ['profile', 'photo'], path: content.profile.photo },
    ...imageSections.flatMap((section) =>
      (content[section] ?? []).map((entry, index) => ({
        where: `${section}[${index}] (${entry.id}): field "image"`,
        at: [section, index, 'image'],
        path: entry.image,
      })),
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

/**
 * Reads and checks the owner's content file (see checkContent), and that every image it names
 * is in its public folder (publicDirOf).
 */
export function readOwnerContent(
  file = projectPaths.content,
  publicDir = publicDirOf(file),
): CheckedContent | { problems: string[] } {
  const shownFile = path.relative(process.cwd(), file);
  const text = fs.readFileSync(file, 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { problems: [`${shownFile} is not valid JSON: ${(error as Error).message}`] };
  }
  const locate = locatorOf(text, shownFile);
  const checked = checkContent(raw, locate);
  if ('problems' in checked) return checked;
  const missingImages = imagesOf(raw as OwnerContentFile)
    .filter((image) => !fs.existsSync(path.join(publicDir, image.path)))
    .map(
      (image) =>
        `${locate(image.at)}: ${image.where} points to ${path.join(path.relative(process.cwd(), publicDir), image.path)}, which does not exist`,
    );
  return missingImages.length > 0 ? { problems: missingImages } : checked;
}
