import { isObject, sameJson, type Json } from './json';

/** A value both the draft and the file changed since the draft was loaded, each its own way. */
export interface Conflict {
  path: (string | number)[];
  /** The draft's value (undefined: removed). */
  yours: Json | undefined;
  /** The file's value now (undefined: removed). */
  onDisk: Json | undefined;
}

/** The entries of a list by their id, when every one has its own. */
function byId(list: Json[]): Map<string, Json> | null {
  const entries = new Map<string, Json>();
  for (const entry of list) {
    const id = isObject(entry) ? entry.id : undefined;
    if (typeof id !== 'string' || entries.has(id)) return null;
    entries.set(id, entry);
  }
  return entries;
}

const idOf = (entry: Json) => (entry as { id: string }).id;

/**
 * The draft's changes since `base` applied to the file as it is now (`onDisk`): what only one side
 * changed is taken from it; a value both changed, each its own way, keeps the draft's and is
 * listed as a conflict for the owner to choose (an entry removed in the draft but changed in the
 * file stays, as the file has it, so its path names it). Lists of entries are matched by their ids, so
 * an entry added in the file and one changed in the draft both stay; other lists are one value.
 */
export function mergeContent(
  base: Json | undefined,
  onDisk: Json | undefined,
  yours: Json | undefined,
): { merged: Json | undefined; conflicts: Conflict[] } {
  const conflicts: Conflict[] = [];
  const merge = (
    was: Json | undefined,
    now: Json | undefined,
    draft: Json | undefined,
    path: (string | number)[],
  ): Json | undefined => {
    if (sameJson(draft, was) || sameJson(draft, now)) return now;
    if (sameJson(now, was)) return draft;
    if (isObject(was) && isObject(now) && isObject(draft)) {
      const merged: Record<string, Json> = {};
      // The draft's key order, then keys only the file has.
      for (const key of new Set([...Object.keys(draft), ...Object.keys(now)])) {
        const value = merge(was[key], now[key], draft[key], [...path, key]);
        if (value !== undefined) merged[key] = value;
      }
      return merged;
    }
    const entries = [was, now, draft].every(Array.isArray)
      ? [was, now, draft].map((list) => byId(list as Json[]))
      : null;
    if (entries?.every(Boolean)) {
      const [wasById, nowById, draftById] = entries as Map<string, Json>[];
      // The draft's order, and each entry only the file still has after the entry it follows there.
      const order = [...draftById!.keys()];
      (now as Json[]).forEach((entry, index) => {
        if (order.includes(idOf(entry))) return;
        const before = index === 0 ? -1 : order.indexOf(idOf((now as Json[])[index - 1]!));
        order.splice(before + 1, 0, idOf(entry));
      });
      const merged: Json[] = [];
      for (const id of order) {
        const [wasEntry, nowEntry] = [wasById!.get(id), nowById!.get(id)];
        if (!draftById!.has(id) && wasEntry && nowEntry && !sameJson(wasEntry, nowEntry)) {
          // Removed here, changed in the file: it stays, for the owner to remove again or keep.
          conflicts.push({ path: [...path, merged.length], yours: undefined, onDisk: nowEntry });
          merged.push(nowEntry);
          continue;
        }
        const value = merge(wasById!.get(id), nowById!.get(id), draftById!.get(id), [
          ...path,
          merged.length,
        ]);
        if (value !== undefined) merged.push(value);
      }
      return merged;
    }
    conflicts.push({ path, yours: draft, onDisk: now });
    return draft;
  };
  return { merged: merge(base, onDisk, yours, []), conflicts };
}
