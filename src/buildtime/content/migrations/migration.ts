import { isObject, type Json, type JsonObject } from '../../../lib/json';

/** Where a field is in the content: `['experience', 0, 'date']`. */
export type FieldPath = (string | number)[];

/** A field, and its value where the owner should see it in the line. */
export interface Place {
  path: FieldPath;
  value?: Json;
}

/**
 * One change a step makes: the field as the older format had it, and where its value is now.
 * No `from` for a field the newer format adds; no `to` for a value with no home in the newer
 * format, which the line then names whole, so nothing the owner wrote goes unseen.
 */
export interface Change {
  from?: Place;
  to: Place[];
  /** What else the owner should know of it, such as what to write by hand. */
  hint?: string;
}

/** One step from a format to the next: the content in the next format, and every change. */
export interface Migration {
  from: number;
  migrate: (content: JsonObject) => { content: JsonObject; changes: Change[] };
}

/** `experience[0].date`, as the owner finds it in the file. */
export const fieldName = (path: FieldPath) =>
  path
    .map((step, index) =>
      typeof step === 'number' ? `[${step}]` : index === 0 ? step : `.${step}`,
    )
    .join('');

/** A field and its value, where it is text (a date) or, with `whole`, whatever it is. */
const shown = ({ path, value }: Place, whole = false) =>
  typeof value === 'string' || (whole && value !== undefined)
    ? `${fieldName(path)} ${JSON.stringify(value)}`
    : fieldName(path);

/** A change as one line: `profile.codeHosting → profile.profiles[0] (format 2 → 3)`. */
export function describeChange(change: Change, from: number): string {
  const homeless = change.to.length === 0;
  const to = homeless ? 'nowhere' : change.to.map((place) => shown(place)).join(', ');
  const line = change.from ? `${shown(change.from, homeless)} → ${to}` : `${to} added`;
  return `${line} (format ${from} → ${from + 1})${change.hint ? `: ${change.hint}` : ''}`;
}

/** The object with `key` replaced by `fields`, where it was: the file keeps its order. */
export const replaceField = (object: JsonObject, key: string, fields: JsonObject): JsonObject =>
  Object.fromEntries(
    Object.entries(object).flatMap(([name, value]) =>
      name === key ? Object.entries(fields) : [[name, value]],
    ),
  );

/** The content with each entry of a section (those that are objects) changed by `change`. */
export function withEntries(
  content: JsonObject,
  section: string,
  change: (entry: JsonObject, index: number) => JsonObject,
): JsonObject {
  const entries = content[section];
  if (!Array.isArray(entries)) return content;
  return {
    ...content,
    [section]: entries.map((entry, index) => (isObject(entry) ? change(entry, index) : entry)),
  };
}
