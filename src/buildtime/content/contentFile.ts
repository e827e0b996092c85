import fs from 'node:fs';
import path from 'node:path';
import { locatorOf, type Locate } from './jsonLocation';
import { migrateContent } from './migrations/migrateContent';

/** A content file as the build reads it: its content in the current format, and where each part is. */
export interface ContentFileRead {
  content: unknown;
  locate: Locate;
  /** A warning per change that older content needed, each at the old field's place. */
  warnings: string[];
}

/**
 * Reads a content file, and migrates content of an older format in memory (migrations/): the
 * build goes on as before, and says what `npm run content:migrate` would write into the file.
 */
export function readContentFile(file: string): ContentFileRead | { problems: string[] } {
  const shownFile = path.relative(process.cwd(), file);
  const text = fs.readFileSync(file, 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { problems: [`${shownFile} is not valid JSON: ${(error as Error).message}`] };
  }
  const locate = locatorOf(text, shownFile);
  const migrated = migrateContent(raw);
  if ('problem' in migrated) return { problems: [`${locate(['format'])}: ${migrated.problem}`] };
  return {
    content: migrated.content,
    locate,
    warnings: migrated.changes.map(
      ({ at, line }) => `${locate(at)}: ${line}; npm run content:migrate writes it into the file`,
    ),
  };
}
