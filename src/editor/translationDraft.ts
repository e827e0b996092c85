import { isObject, type Json } from '../lib/json';
import type { JsonPath } from './draft';
import type { Schema } from './SchemaField';

/**
 * A translation (owner/portfolio.<tag>.json) as the editor changes it, one text at a time, by
 * the translation's JSON Schema (src/content/schemas/translation.json) and the content it
 * translates: entries by their id, lists as long as the content's (matched by position).
 */

/** A list item's fields, when its items are objects (a text alone standing for the first). */
export const itemFields = (items: Schema = {}): Schema =>
  items.type === 'object' ? items : (items.anyOf?.find((each) => each.type === 'object') ?? items);

/** The schema one step inside: a field's, an entry's (by its id) or a list item's. */
export function schemaAt(schema: Schema, step: string | number): Schema {
  if (typeof step === 'number') return itemFields(schema.items);
  const entries = schema.additionalProperties;
  return schema.properties?.[step] ?? (typeof entries === 'object' ? entries : {});
}

/** The content's value one step inside: a field's, an entry's by its id, an item's. */
export function originalAt(original: Json | undefined, step: string | number): Json | undefined {
  if (Array.isArray(original))
    return typeof step === 'number'
      ? original[step]
      : original.find((item) => isObject(item) && item.id === step);
  return isObject(original) ? original[step] : undefined;
}

/** The first field of a list's items, which a text alone in the translation stands for. */
const firstField = (fields: Schema) => Object.keys(fields.properties ?? {})[0] ?? '';

/** A list item as a translation may hold it: a text alone is its first field. */
export const itemAsObject = (item: Json | undefined, fields: Schema): Json | undefined =>
  typeof item === 'string' && fields.type === 'object' ? { [firstField(fields)]: item } : item;

/** A place of a list no text has been given for yet: a text to write, or an item with none. */
const isUntranslatedItem = (item: Json) =>
  item === '' || (isObject(item) && Object.keys(item).length === 0);

/**
 * The translation with `text` at `path` (a path through the translation's objects, with a list
 * item's fields named even where the file holds the item as a text alone), or without it when
 * `text` is undefined: the key goes, so that the page shows the original there, and a group or
 * list left with nothing in it goes too. A list is made as long as the content's, each place
 * untranslated; a list of texts keeps an emptied text's place, which the check then marks (the
 * build takes such a list whole or not at all).
 */
export function withTranslatedText(
  value: Json | undefined,
  schema: Schema,
  original: Json | undefined,
  path: JsonPath,
  text: string | undefined,
): Json | undefined {
  if (path.length === 0) return text;
  const [step, ...rest] = path as [string | number, ...JsonPath];
  const inner = schemaAt(schema, step);
  if (typeof step === 'number') {
    const places = Array.isArray(original) ? original : [];
    const items: Json[] = Array.isArray(value)
      ? [...value]
      : places.map(() => (inner.type === 'object' ? {} : ''));
    const current = items[step];
    const next = withTranslatedText(itemAsObject(current, inner), inner, places[step], rest, text);
    // An item the file holds as a text alone stays so while its first field is all it has.
    const first = firstField(inner);
    items[step] =
      typeof current === 'string' && isObject(next) && Object.keys(next).join() === first
        ? next[first]!
        : (next ?? (inner.type === 'object' ? {} : ''));
    return items.every(isUntranslatedItem) ? undefined : items;
  }
  const object = isObject(value) ? { ...value } : {};
  const next = withTranslatedText(object[step], inner, originalAt(original, step), rest, text);
  if (next === undefined) delete object[step];
  else object[step] = next;
  return Object.keys(object).length === 0 ? undefined : object;
}
