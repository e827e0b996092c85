import fs from 'node:fs';
import path from 'node:path';
import { translationFiles } from './translations';

/** Every text a JSON file holds, wherever it is; none from a file that is not JSON. */
function textsIn(file: string): string[] {
  const texts = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(texts)
        : [];
  try {
    return texts(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return [];
  }
}

/**
 * The pictures the content file and its translations name (their texts that could be paths under
 * public/, as images/…), each with the first of these files that names it.
 */
export function picturesNamed(contentFile: string): Map<string, string> {
  const named = new Map<string, string>();
  for (const file of [contentFile, ...translationFiles(contentFile).map(({ file }) => file)])
    for (const text of textsIn(file)) {
      const picture = text.replace(/^\.?\//, '');
      if (!named.has(picture)) named.set(picture, file);
    }
  return named;
}

/**
 * The files under the owner's public images/ folder (beside the content file) that neither the
 * content nor any of its translations names, as paths under public/ (images/…): the build
 * publishes them all the same. None where the pictures read are the template's sample's.
 */
export function unnamedPictures(contentFile: string): string[] {
  const publicDir = path.join(path.dirname(contentFile), 'public');
  const imagesDir = path.join(publicDir, 'images');
  if (!fs.existsSync(imagesDir)) return [];
  const named = picturesNamed(contentFile);
  return fs
    .readdirSync(imagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) =>
      path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((picture) => !named.has(picture))
    .sort();
}
