import type { Schema } from './fieldTypes';

/**
 * The schema with every `$ref` replaced by the part it names: a part that holds itself (any JSON
 * value, as a JSON Resume's extras are) becomes a loop of objects, which the form draws only as
 * deep as the content goes.
 */
export function withRefsResolved(root: Schema): Schema {
  const resolved = new Map<string, Schema>();
  const resolve = (schema: Schema): Schema => {
    if (schema.$ref) {
      const name = schema.$ref.replace('#/definitions/', '');
      const known = resolved.get(name);
      if (known) return known;
      const target: Schema = {};
      resolved.set(name, target);
      return Object.assign(target, resolve(root.definitions?.[name] ?? {}));
    }
    const copy: Schema = { ...schema };
    if (schema.properties)
      copy.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([name, field]) => [name, resolve(field)]),
      );
    if (schema.items) copy.items = resolve(schema.items);
    if (typeof schema.additionalProperties === 'object')
      copy.additionalProperties = resolve(schema.additionalProperties);
    if (schema.anyOf) copy.anyOf = schema.anyOf.map(resolve);
    return copy;
  };
  return resolve(root);
}
