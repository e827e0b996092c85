import fs from 'node:fs';
import path from 'node:path';
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';

/** Where a part of a JSON file is, as compilers write it: `file:line:column`. */
export type Locate = (path: PropertyKey[], key?: string) => string;

/**
 * Finds parts of a JSON file by their path, for messages that terminals and editors link to the
 * place: the value at the path, or the key `key` of the object there (an unknown field), or the
 * nearest enclosing value that exists (for a field that is missing).
 */
export function locatorOf(text: string, shownFile: string): Locate {
  const root = parseTree(text);
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)];
  const position = (offset: number) => {
    const line = lineStarts.filter((start) => start <= offset).length - 1;
    return `${shownFile}:${line + 1}:${offset - lineStarts[line]! + 1}`;
  };
  return (path, key) => {
    if (!root) return `${shownFile}:1:1`;
    const steps = path.map((step) => (typeof step === 'number' ? step : String(step)));
    for (let length = steps.length; length >= 0; length -= 1) {
      const node: Node | undefined = findNodeAtLocation(root, steps.slice(0, length));
      if (!node) continue;
      const keyNode =
        key && length === steps.length
          ? node.children?.find((property) => property.children?.[0]?.value === key)
          : undefined;
      // A value inside an object is found by its field's name.
      const at = keyNode ?? (node.parent?.type === 'property' ? node.parent : node);
      return position(at.offset);
    }
    return position(root.offset);
  };
}

/** A JSON file as read, with where each part of it is; or the one line saying it is no JSON. */
export function readJsonFile(
  file: string,
): { text: string; raw: unknown; locate: Locate } | { problem: string } {
  const shownFile = path.relative(process.cwd(), file);
  const text = fs.readFileSync(file, 'utf8');
  try {
    return { text, raw: JSON.parse(text), locate: locatorOf(text, shownFile) };
  } catch (error) {
    return { problem: `${shownFile} is not valid JSON: ${(error as Error).message}` };
  }
}
