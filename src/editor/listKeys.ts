import type { Json } from '../lib/json';

/** What an item is known by: its entry's id, else its whole value. */
const identityOf = (item: Json) =>
  typeof item === 'object' && item !== null && !Array.isArray(item) && typeof item.id === 'string'
    ? `id ${item.id}`
    : JSON.stringify(item);

let lastKey = 0;
const newKey = () => `item-${(lastKey += 1)}`;

/**
 * The keys of a list's items after it changed from `before` (keyed `keys`) to `after`: each item
 * keeps its key through a move, a removal or an insertion around it (found by its id, or its
 * value), and an item changed where it is (typed in) keeps the key of its place; a new item gets
 * a new key. So React moves each item's fields with it, and a multi-line text moved stays in its
 * text area.
 */
export function keysFollowing(before: Json[], keys: string[], after: Json[]): string[] {
  const unused = new Set(before.keys());
  const followed: (string | undefined)[] = after.map((item) => {
    const identity = identityOf(item);
    const match = [...unused].find((index) => identityOf(before[index]!) === identity);
    if (match === undefined) return undefined;
    unused.delete(match);
    return keys[match];
  });
  return followed.map((key, index) => {
    if (key !== undefined) return key;
    if (unused.has(index) && keys[index] !== undefined) {
      unused.delete(index);
      return keys[index]!;
    }
    return newKey();
  });
}
