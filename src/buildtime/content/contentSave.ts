import crypto from 'node:crypto';
import fs from 'node:fs';
import { writeFileAtomically } from '../atomicFiles';
import { mergeContent, type Conflict } from '../../lib/mergeContent';
import { rewriteJson } from './rewriteJson';
import type { Json } from '../../lib/json';

/** A file's text as a short name, for an editor to say which text it loaded (`If-Match`). */
export const versionOf = (text: string) =>
  `"${crypto.createHash('sha256').update(text).digest('base64url')}"`;

/** What an editor sends to save: its draft, the content it loaded, and that file's version. */
export interface SaveRequest {
  draft: Json;
  loaded: Json;
  /** versionOf the file's text when `loaded` was read from it. */
  version: string;
}

/**
 * What saving did, each with the file's version now: written (or nothing to write), with the
 * content as saved; or not written, for values both sides changed (the draft with the file's
 * other changes merged in, and the file's content); or the checks' problems with the merged draft.
 */
export type ContentSaved<Issue> =
  | { written: boolean; content: Json; version: string }
  | { conflicts: Conflict[]; content: Json; onDisk: Json; version: string }
  | { issues: Issue[] };

/**
 * Saves an editor's draft of a JSON file (the content, a translation): the draft's changes since
 * it was loaded applied to the file as it is now (mergeContent), each changed value edited in
 * place (rewriteJson), so a change saved meanwhile by another tab or the owner's text editor
 * stays, and the `$schema` line, key order, layout, line endings and every untouched line stay
 * byte for byte. `check` gives the build's problems with the content to be written; `beforeWrite`
 * does what must be done before the file names it (the editor's pictures copied). Nothing is
 * written when nothing changed, when a value was changed on both sides, or when a check fails.
 */
export function saveContent<Issue>(
  file: string,
  { draft, loaded, version }: SaveRequest,
  {
    check,
    beforeWrite,
  }: {
    check: (content: Json) => Issue[];
    beforeWrite?: (content: Json, onDisk: Json) => void;
  },
): ContentSaved<Issue> {
  const text = fs.readFileSync(file, 'utf8');
  const onDisk = JSON.parse(text) as Json;
  const now = versionOf(text);
  // Unchanged since it was loaded: the file itself is the base, whatever the request says.
  const { merged, conflicts } = mergeContent(version === now ? onDisk : loaded, onDisk, draft);
  const content = merged ?? {};
  if (conflicts.length > 0) return { conflicts, content, onDisk, version: now };
  const issues = check(content);
  if (issues.length > 0) return { issues };
  const rewritten = rewriteJson(text, onDisk, content);
  if (rewritten === text) return { written: false, content, version: now };
  beforeWrite?.(content, onDisk);
  writeFileAtomically(file, rewritten);
  return { written: true, content, version: versionOf(rewritten) };
}
