import { readJsonFile, type Locate } from './jsonLocation';
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
  const read = readJsonFile(file);
  if ('problem' in read) return { problems: [read.problem] };
  const { raw, locate } = read;
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
