import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from '../../atomicFiles';
import { readJsonFile } from '../jsonLocation';
import { currentFormat } from './index';
import { migrateContent } from './migrateContent';
import { isObject, type Json } from '../../../lib/json';
import { rewriteJson } from '../rewriteJson';

/** What migrating a content file did: the format it was in, and a line per change. */
export interface FileMigrated {
  from: number;
  /** Whether the file said its format before (else its shape told it). */
  said: boolean;
  lines: string[];
  /** False when the file was in the current format, saying so: nothing was written. */
  written: boolean;
  /** The copy of the file as it was, kept beside it, when it was written. */
  copy?: string;
}

/**
 * A new file beside `file` for its copy in format `from`: `portfolio.json.format-2.bak`, or with
 * a number when that is taken (an earlier migration's copy is the owner's too).
 */
function copyPathOf(file: string, from: number): string {
  const free = (number: number): string => {
    const copy = `${file}.format-${from}${number > 1 ? `-${number}` : ''}.bak`;
    return fs.existsSync(copy) ? free(number + 1) : copy;
  };
  return free(1);
}

/**
 * Rewrites a content file in the current format (`npm run content:migrate`), keeping a copy of it
 * as it was beside it: each change is an edit in place, so the rest of the file (its `$schema` line, its layout) stays as it was, and
 * `formatJson` lays the whole out as the project's formatter does.
 */
export async function migrateContentFile(
  file: string,
  formatJson: (json: string) => Promise<string>,
): Promise<FileMigrated | { problems: string[] }> {
  const read = readJsonFile(file);
  if ('problem' in read) return { problems: [read.problem] };
  const { text, raw, locate } = read;
  if (!isObject(raw))
    return {
      problems: [`${path.relative(process.cwd(), file)} must hold a JSON object of content`],
    };
  const migrated = migrateContent(raw);
  if ('problem' in migrated) return { problems: [`${locate(['format'])}: ${migrated.problem}`] };
  const { from, said, changes } = migrated;
  const lines = changes.map(({ line }) => line);
  if (said && from === currentFormat) return { from, said, lines, written: false };
  const rewritten = await formatJson(rewriteJson(text, raw, migrated.content as Json));
  const copy = copyPathOf(file, from);
  fs.copyFileSync(file, copy, fs.constants.COPYFILE_EXCL);
  writeFileAtomically(file, rewritten);
  return { from, said, lines, written: true, copy };
}
