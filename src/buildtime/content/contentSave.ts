import fs from 'node:fs';
import { rewriteJson } from './rewriteJson';
import type { Json } from './migrations/migration';

/** What saving did: the file's text now, and whether it was written; or that it changed meanwhile. */
export type ContentSaved = { written: boolean; text: string } | { changedOnDisk: true };

/**
 * Writes `draft` into the content file whose text was `loadedText` when it was read, each changed
 * value edited in place (rewriteJson): its `$schema` line, key order, layout and every untouched
 * line stay byte for byte. Nothing is written when nothing changed, nor when the file is no longer
 * what was read (the owner's text editor saved it meanwhile).
 */
export function saveContent(file: string, loadedText: string, draft: Json): ContentSaved {
  if (fs.readFileSync(file, 'utf8') !== loadedText) return { changedOnDisk: true };
  const text = rewriteJson(loadedText, JSON.parse(loadedText) as Json, draft);
  if (text === loadedText) return { written: false, text };
  fs.writeFileSync(file, text);
  return { written: true, text };
}
