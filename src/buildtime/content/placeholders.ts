/**
 * What of a site is still the template's or was drawn by the import, and the lines of a résumé
 * document its import could not place, in the owner's words, for
 * `npm run content:check` and, in short, the end of every import and production build. Nothing in
 * it is an error: the site builds and works, but shows something that is not the owner's yet. It is
 * read from the files alone: the images the import drew say so themselves (placeholderImages.ts).
 */
import path from 'node:path';
import { requiredEmailjsVariables, type ContactSettings } from '../settings/contactSettings';
import { drawnFileKind } from '../documents/placeholderImages';
import { networkNamed, profileUrlOf } from '../../content/profileNetworks';
import { ownerContentShown, projectPaths, publicDirOf } from '../settings/projectPaths';
import { imagesOf } from './contentCheck';
import { unnamedPictures } from './unnamedPictures';
import { readContentFile } from './contentFile';
import { catalogTagFor } from './languages';
import wordsOfEarlierImports from './wordsOfEarlierImports.json';
import type { OwnerContentFile } from './schema';
import { unplacedLineText } from '../resumeDocument/unplacedLines';
import { translationFiles } from './translations';
import { readJsonFile } from './jsonLocation';
import type { Translation } from './translationFile';

type Path = (string | number)[];

/** Every text of the content with where it is, but ids and image paths. */
function textsOf(value: unknown, at: Path = []): { at: Path; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...at, index]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    ['$schema', 'id', 'image', 'photo'].includes(key) ? [] : textsOf(item, [...at, key]),
  );
}

/**
 * Whether a text is a word 3.0.0's import wrote where a résumé left a heading empty ("Developer",
 * "Award", "Untitled", "Project 3"), in the content's language. Imports write none now; content
 * imported then may still hold them.
 */
function isEarlierImportsWord(language: string): (text: string) => boolean {
  const tag = catalogTagFor(language, Object.keys(wordsOfEarlierImports));
  if (!tag) return () => false;
  const { headings, numberedProject } =
    wordsOfEarlierImports[tag as keyof typeof wordsOfEarlierImports];
  const [before = '', after = ''] = numberedProject.split('{number}');
  const isNumbered = (text: string) =>
    text.startsWith(before) &&
    text.endsWith(after) &&
    /^\d+$/.test(text.slice(before.length, text.length - after.length));
  return (text) => headings.includes(text) || isNumbered(text);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The settings this check reads besides the content. */
export interface SiteToCheck {
  /** The content file the site is built from (the owner's, else the sample's). */
  contentFile: string;
  /** How the production build's "Get in Touch" reaches the owner, or why it cannot. */
  contact: ContactSettings | { problems: string[] };
}

/** What is still the template's or drawn, one line each; none when all is the owner's. */
export function placeholdersLeft({ contentFile, contact }: SiteToCheck): string[] {
  const lines: string[] = [];
  const mailLines =
    'problems' in contact
      ? contact.problems
      : contact.reachedBy === 'mailto'
        ? [
            `no EmailJS settings (${requiredEmailjsVariables.join(', ')}): Get in Touch will be a mailto: link (docs/go-live.md, step 6)`,
          ]
        : [];
  if (path.resolve(contentFile) === projectPaths.sample.content) {
    lines.push(
      `${ownerContentShown()} does not exist: the site shows the template's sample owner; make yours with npm run content:import (README, "Start from the résumé you have")`,
    );
    return [...lines, ...mailLines];
  }
  const read = readContentFile(contentFile);
  if ('problems' in read) return [...read.problems, ...mailLines];
  const { content: raw, locate } = read;
  const content = raw as OwnerContentFile;
  const publicDir = publicDirOf(contentFile);
  const owned = path.relative(process.cwd(), publicDir);

  const drawn = { logo: new Set<string>(), banner: new Set<string>(), portrait: new Set<string>() };
  for (const image of imagesOf(content)) {
    const kind = drawnFileKind(path.join(publicDir, image.path));
    if (kind) drawn[kind].add(image.path);
  }
  if (drawn.portrait.size > 0)
    lines.push(
      `${locate(['profile', 'photo'])}: profile.photo is a drawn portrait: put yours under ${owned}/images/ and name it`,
    );
  const inPlace = (paths: Set<string>) =>
    [...paths].map((image) => path.join(owned, image)).join(', ');
  if (drawn.logo.size > 0)
    lines.push(
      `${plural(drawn.logo.size, 'logo is a drawn monogram', 'logos are drawn monograms')}: put the real ones under ${owned}/images/ and name them, or in their place: ${inPlace(drawn.logo)}; or leave an entry's "image" out to show none`,
    );
  if (drawn.banner.size > 0)
    lines.push(
      `${plural(drawn.banner.size, 'project image is a drawn banner', 'project images are drawn banners')}: put screenshots under ${owned}/images/ and name them, or in their place: ${inPlace(drawn.banner)}; or leave a project's "image" out to show none`,
    );

  for (const picture of unnamedPictures(contentFile))
    lines.push(
      `${path.join(owned, picture)}: no content names it, yet the build publishes it: delete it, or name it in ${path.relative(process.cwd(), contentFile)} (an entry's "image")`,
    );

  (content.profile.profiles ?? []).forEach(({ network, username, url }, index) => {
    const known = networkNamed(network);
    if (url || (known && username && profileUrlOf(known, username))) return;
    const example = known && profileUrlOf(known, 'your-name');
    lines.push(
      `${locate(['profile', 'profiles', index])}: profile.profiles[${index}] (${network ?? 'a profile'}) has no address, so the page leaves it out: ` +
        `write its "url"${example ? ` (${example})` : ''}${known && 'userUrl' in known ? ', or your "username"' : ''}`,
    );
  });

  const isImportsWord = isEarlierImportsWord(content.language);
  for (const { at, text } of textsOf(content))
    if (isImportsWord(text))
      lines.push(
        `${locate(at)}: ${at.join('.').replace(/\.(\d+)/g, '[$1]')} is "${text}", the word an earlier import wrote where the résumé had none: write yours, or remove it`,
      );
  (content.unplacedLines ?? []).forEach((unplaced, index) =>
    lines.push(
      `${locate(['unplacedLines', index])}: unplacedLines[${index}] is a line of your résumé the import could not place, ${unplacedLineText(unplaced)}: look at it, then remove it from unplacedLines`,
    ),
  );
  for (const { file } of translationFiles(contentFile)) {
    const translation = readJsonFile(file);
    // A translation that cannot be read stops the build, which names it.
    if ('problem' in translation) continue;
    const { unmatched } = translation.raw as Translation;
    (Array.isArray(unmatched) ? unmatched : []).forEach(({ entry, reason }, index) =>
      lines.push(
        `${translation.locate(['unmatched', index])}: unmatched[${index}] holds texts made for ${entry}, which an import could not give a place (${reason}): move them under the entry they belong to, by its id, if portfolio.json still has it; then remove them from unmatched`,
      ),
    );
  }
  return [...lines, ...mailLines];
}

/** How many things the check names, as a sentence without its stop. */
export const placeholdersCount = (lines: string[]) =>
  lines.length === 0
    ? "Nothing is still the template's or drawn"
    : plural(
        lines.length,
        "thing is still the template's or drawn",
        "things are still the template's or drawn",
      );

/** The check in one line, for the end of an import or a build. */
export const placeholdersInShort = (lines: string[]) =>
  `${placeholdersCount(lines)}${lines.length > 0 ? ': npm run content:check' : '.'}`;
