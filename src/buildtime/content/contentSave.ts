import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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

/** Writes `text` into a new file beside `file`, flushed: its path, for a rename or a link. */
function writtenBeside(file: string, text: string, mode: number): string {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}-${crypto.randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    const descriptor = fs.openSync(temporary, 'wx', mode);
    try {
      fs.writeFileSync(descriptor, text);
      fs.fsyncSync(descriptor);
    } finally {
      fs.closeSync(descriptor);
    }
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  return temporary;
}

/**
 * Writes `text` over `file` as one step: into a file beside it, flushed, then renamed over it, so
 * that a crash leaves the old text or the new, never half of one.
 */
export function writeFileAtomically(file: string, text: string): void {
  const temporary = writtenBeside(file, text, fs.statSync(file).mode);
  try {
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Creates `file` with `text` as one step, only if there is no such file: written beside it, then
 * linked to its name, which fails if the name was taken meanwhile. Whether it was created.
 */
export function createFileAtomically(file: string, text: string): boolean {
  const temporary = writtenBeside(file, text, 0o666);
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

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
