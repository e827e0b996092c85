import path from 'node:path';
import { z } from 'zod';
import { projectPaths } from '../settings/projectPaths';
import { ownerContentSchema } from './schema';
import { translationSchema } from './translationFile';
import { applicationSchema } from '../applications/applicationFile';

/**
 * The JSON Schemas of the files an owner edits, made from the schemas the build checks with, so
 * an editor completes, describes and underlines what the build would say. Committed beside the
 * content (`npm run content:schema` writes them; a test fails when they are stale), and named by
 * each file's `$schema` line. Draft-07, which editors read best.
 */
export const jsonSchemas = {
  content: { file: 'schemas/content.json', schema: ownerContentSchema },
  translation: { file: 'schemas/translation.json', schema: translationSchema },
  application: { file: 'schemas/application.json', schema: applicationSchema },
};
export type EditedFile = keyof typeof jsonSchemas;

/** Titles that a field's name does not give in words. */
const titles: Record<string, string> = {
  style: 'Look',
  url: 'Web address',
  href: 'Web address',
  alt: 'Image text',
  unplacedLines: 'Lines of your résumé to look at',
  placedIn: 'Kept in',
  near: 'Seems to belong in',
};

/** A field's name in words, as a form labels it: "startDate" → "Start date". */
export const titleOf = (name: string) =>
  titles[name] ??
  name
    .replace(/^\$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());

/** The schema with a title on every field that has none, for the label of a form's field. */
function withTitles(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withTitles);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'properties'
        ? Object.fromEntries(
            Object.entries(value as Record<string, object>).map(([name, field]) => [
              name,
              withTitles({ title: titleOf(name), ...field }),
            ]),
          )
        : withTitles(value),
    ]),
  );
}

/** The JSON Schema of one kind of file, as its committed text. */
export function jsonSchemaText(kind: EditedFile): string {
  const generated = z.toJSONSchema(jsonSchemas[kind].schema, {
    target: 'draft-7',
    io: 'input',
    // Checks written as code (unique ids, a CSS colour) stay the build's: the schema accepts them.
    unrepresentable: 'any',
  });
  return `${JSON.stringify(withTitles(generated), null, 2)}\n`;
}

/** Where the committed schema of a kind of file is. */
export const jsonSchemaPath = (kind: EditedFile) =>
  path.join(projectPaths.root, 'src/content', jsonSchemas[kind].file);

/** The `$schema` line of a file an owner edits, at `filePath`: relative, for any checkout. */
export function schemaLineFor(kind: EditedFile, filePath: string): string {
  const relative = path.relative(path.dirname(path.resolve(filePath)), jsonSchemaPath(kind));
  return relative.startsWith('.') ? relative : `./${relative}`;
}
