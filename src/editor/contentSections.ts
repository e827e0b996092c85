import contentSchema from '../content/schemas/content.json';
import { withRefsResolved } from './schemaRefs';
import type { Schema } from './fieldTypes';

/** The content's schema, its parts that hold any JSON value resolved (a JSON Resume's extras). */
export const schema = withRefsResolved(contentSchema as Schema);

/** What the tools write, not the owner: where the file's schema is, and its format (migrations). */
export const writtenByTools = new Set(['$schema', 'format']);

/** The content's parts, in the schema's order, each a section of the form. */
export const formSections = Object.entries(schema.properties ?? {}).filter(
  ([name]) => !writtenByTools.has(name),
);
