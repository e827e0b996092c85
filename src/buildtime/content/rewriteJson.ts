import { isDeepStrictEqual } from 'node:util';
import { applyEdits, modify, type FormattingOptions, type JSONPath } from 'jsonc-parser';
import { isObject, type Json } from '../../lib/json';

/** How the file indents, read from its first indented line, for what an edit inserts. */
function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return indent.startsWith('\t')
    ? { insertSpaces: false, tabSize: 1, eol: '\n' }
    : { insertSpaces: true, tabSize: indent.length, eol: '\n' };
}

/** How many items two lists share at their start, and after that at their end. */
function sharedEnds(from: Json[], to: Json[]) {
  let start = 0;
  while (start < Math.min(from.length, to.length) && isDeepStrictEqual(from[start], to[start]))
    start += 1;
  let end = 0;
  while (
    end < Math.min(from.length, to.length) - start &&
    isDeepStrictEqual(from[from.length - 1 - end], to[to.length - 1 - end])
  )
    end += 1;
  return { start, end };
}

/**
 * The text of a JSON file `from` is read from, changed to hold `to`, one edit per difference:
 * what stays the same stays byte for byte as the file has it, a new field goes after the field
 * before it in `to`, and a list that grew or shrank gains or loses only the items that differ.
 */
export function rewriteJson(text: string, from: Json, to: Json): string {
  const formattingOptions = formattingOf(text);
  /** The text with the value at `path` set (or removed: undefined), a new field after `after`. */
  const edited = (
    current: string,
    path: JSONPath,
    value: Json | undefined,
    options: { after?: string[]; isArrayInsertion?: boolean } = {},
  ) =>
    applyEdits(
      current,
      modify(current, path, value, {
        formattingOptions,
        isArrayInsertion: options.isArrayInsertion,
        getInsertionIndex: (properties) => {
          const previous = (options.after ?? []).find((name) => properties.includes(name));
          return previous === undefined ? 0 : properties.indexOf(previous) + 1;
        },
      }),
    );

  const rewrite = (current: string, before: Json, after: Json, path: JSONPath): string => {
    if (isObject(before) && isObject(after)) {
      let rewritten = current;
      for (const key of Object.keys(before))
        if (!Object.hasOwn(after, key)) rewritten = edited(rewritten, [...path, key], undefined);
      const keys = Object.keys(after);
      keys.forEach((key, index) => {
        rewritten = Object.hasOwn(before, key)
          ? rewrite(rewritten, before[key]!, after[key]!, [...path, key])
          : edited(rewritten, [...path, key], after[key]!, {
              after: keys.slice(0, index).reverse(),
            });
      });
      return rewritten;
    }
    if (Array.isArray(before) && Array.isArray(after)) {
      // Items kept at either end stay as they are; those between change in place, item by item,
      // and the rest are removed or inserted.
      const { start, end } = sharedEnds(before, after);
      const changedBefore = before.slice(start, before.length - end);
      const changedAfter = after.slice(start, after.length - end);
      const common = Math.min(changedBefore.length, changedAfter.length);
      let rewritten = current;
      for (let index = changedBefore.length - 1; index >= common; index -= 1)
        rewritten = edited(rewritten, [...path, start + index], undefined);
      for (let index = 0; index < common; index += 1)
        rewritten = rewrite(rewritten, changedBefore[index]!, changedAfter[index]!, [
          ...path,
          start + index,
        ]);
      for (let index = common; index < changedAfter.length; index += 1)
        rewritten = edited(rewritten, [...path, start + index], changedAfter[index]!, {
          isArrayInsertion: true,
        });
      return rewritten;
    }
    return isDeepStrictEqual(before, after) ? current : edited(current, path, after);
  };
  return rewrite(text, from, to, []);
}
