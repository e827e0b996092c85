import { isDeepStrictEqual } from 'node:util';
import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import { isObject, type Json } from './migration';

const formattingOptions = { insertSpaces: true, tabSize: 2, eol: '\n' };

/** The text with the value at `path` set (or removed: undefined), a new field after `after`. */
function edited(text: string, path: JSONPath, value: Json | undefined, after: string[] = []) {
  const edits = modify(text, path, value, {
    formattingOptions,
    getInsertionIndex: (properties) => {
      const previous = after.find((name) => properties.includes(name));
      return previous === undefined ? 0 : properties.indexOf(previous) + 1;
    },
  });
  return applyEdits(text, edits);
}

/**
 * The text of a JSON file `from` is read from, changed to hold `to`, one edit per difference:
 * what stays the same stays byte for byte as the file has it, and a new field goes after the
 * field before it in `to`.
 */
export function rewriteJson(text: string, from: Json, to: Json, path: JSONPath = []): string {
  if (isObject(from) && isObject(to)) {
    let rewritten = text;
    for (const key of Object.keys(from))
      if (!Object.hasOwn(to, key)) rewritten = edited(rewritten, [...path, key], undefined);
    const keys = Object.keys(to);
    keys.forEach((key, index) => {
      rewritten = Object.hasOwn(from, key)
        ? rewriteJson(rewritten, from[key]!, to[key]!, [...path, key])
        : edited(rewritten, [...path, key], to[key]!, keys.slice(0, index).reverse());
    });
    return rewritten;
  }
  if (Array.isArray(from) && Array.isArray(to) && from.length === to.length)
    return from.reduce<string>(
      (rewritten, item, index) => rewriteJson(rewritten, item, to[index]!, [...path, index]),
      text,
    );
  return isDeepStrictEqual(from, to) ? text : edited(text, path, to);
}
