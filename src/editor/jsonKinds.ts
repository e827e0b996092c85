import type { Json } from '../lib/json';
import type { Schema } from './fieldTypes';

/** The kind of a JSON value, as a schema's `type` names it. */
export function kindOf(value: Json | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The kind a schema holds: what its `type` says, or what its choices or fields tell. */
export function kindOfSchema(schema: Schema): string | undefined {
  if (schema.type === 'integer') return 'number';
  if (schema.type) return schema.type;
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items) return 'array';
  return schema.enum ? 'string' : undefined;
}

/** Which of a union's shapes a value has: its kind's, or none (a value not set yet). */
export const alternativeFor = (alternatives: Schema[], value: Json | undefined) => {
  const kind = kindOf(value);
  const index = alternatives.findIndex((alternative) => kindOfSchema(alternative) === kind);
  return index < 0 ? undefined : index;
};

/** The first of an object's fields that holds text, such as a GitHub user's name. */
const firstTextField = (schema: Schema) =>
  Object.entries(schema.properties ?? {}).find(
    ([, field]) => kindOfSchema(field) === 'string',
  )?.[0];

/** A value of a shape, made from one of another: what fits is kept (a user name, a number). */
export function valueSwitched(value: Json | undefined, to: Schema): Json | undefined {
  const kind = kindOfSchema(to);
  if (kind === 'null') return null;
  if (kind === 'boolean') return value === true;
  if (kind === 'number') return Number.isFinite(Number(value)) ? Number(value) : undefined;
  if (kind === 'array') return [];
  const textField = firstTextField(to);
  if (kind === 'string') {
    if (typeof value === 'number') return String(value);
    const held = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
    const text = Object.values(held).find((each) => typeof each === 'string');
    return text as string | undefined;
  }
  if (kind !== 'object') return undefined;
  // Lists the object needs start empty, so that only what is left to type is missing.
  const needed = (to.required ?? []).filter(
    (name) => to.properties?.[name] && kindOfSchema(to.properties[name]) === 'array',
  );
  return {
    ...Object.fromEntries(needed.map((name) => [name, []])),
    ...(textField && typeof value === 'string' ? { [textField]: value } : {}),
  };
}
