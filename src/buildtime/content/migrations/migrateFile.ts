import fs from 'node:fs';
import path from 'node:path';
import { readJsonFile } from '../jsonLocation';
import { currentFormat } from './index';
import { migrateContent } from './migrateContent';
import { isObject, type Json } from './migration';
import { rewriteJson } from '../rewriteJson';

/** What migrating a content file did: the format it was in, and a line per change. */
export interface FileMigrated {
  from: number;
  /** Whether the file said its format before (else its shape told it). */
  said: boolean;
  lines: string[];
  /** False when the file was in the current format, saying so: nothing was written. */
  written: boolean;
}

/**
 * Rewrites a content file in the current format (`npm run content:migrate`): each change is an
 * edit in place, so the rest of the file (its `$schema` line, its layout) stays as it was, and
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
  fs.writeFileSync(file, await formatJson(rewriteJson(text, raw, migrated.content as Json)));
  return { from, said, lines, written: true };
}
