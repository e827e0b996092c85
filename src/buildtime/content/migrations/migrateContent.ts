import { currentFormat, migrations } from './index';
import { formatOf } from './formatOf';
import { describeChange, type FieldPath } from './migration';
import { isObject, type JsonObject } from '../../../lib/json';

/** Content brought to the current format, and what was changed to bring it there. */
export interface Migrated {
  /** The content in the current format, saying so (`format` after `$schema`). */
  content: unknown;
  /** The format it was written in. */
  from: number;
  /** Whether its file says its format (else its shape told it). */
  said: boolean;
  /** A line per change, naming the old field and the new one, with where the old one is. */
  changes: { at: FieldPath; line: string }[];
}

/** The content with `format` first, after the `$schema` line if it has one. */
function sayingFormat(content: JsonObject): JsonObject {
  const { $schema, format: _format, ...rest } = content;
  return { ...($schema !== undefined && { $schema }), format: currentFormat, ...rest };
}

/**
 * Content in any format this template knows, in the current one, step by step (migrations/).
 * A format newer than this template's, or a `format` that is no format, is a problem.
 * Content that is no object is left as it is, for the check to name.
 */
export function migrateContent(raw: unknown): Migrated | { problem: string } {
  if (!isObject(raw)) return { content: raw, from: currentFormat, said: false, changes: [] };
  const written = formatOf(raw, currentFormat);
  if ('problem' in written) return written;
  let content = raw;
  const changes: Migrated['changes'] = [];
  for (const step of migrations.slice(written.format - 1)) {
    const migrated = step.migrate(content);
    content = migrated.content;
    for (const change of migrated.changes)
      changes.push({
        at: (change.from ?? change.to[0]!).path,
        line: describeChange(change, step.from),
      });
  }
  return { content: sayingFormat(content), from: written.format, said: written.said, changes };
}
