import { isObject, sameJson, type Json } from '../lib/json';
import { mergeContent } from '../lib/mergeContent';

/** Where a field is in the owner's content (JSON, which the editor changes one field at a time). */
export type JsonPath = (string | number)[];

/** Whether two paths name the same field (a problem's path and a field's). */
export const samePath = (a: JsonPath, b: JsonPath) =>
  a.length === b.length && a.every((step, index) => String(step) === String(b[index]));

/** The value at `path`, if there is one. */
export function valueAt(value: Json | undefined, path: JsonPath): Json | undefined {
  return path.reduce<Json | undefined>(
    (at, step) => (isObject(at) || Array.isArray(at) ? (at as never)[step] : undefined),
    value,
  );
}

/**
 * A copy of `value` with `next` at `path` (a field left undefined is removed), making the objects
 * on the way that are missing; the rest is shared, unchanged.
 */
export function withValueAt(value: Json | undefined, path: JsonPath, next: Json | undefined): Json {
  if (path.length === 0) return next ?? null;
  const [step, ...rest] = path as [string | number, ...JsonPath];
  if (Array.isArray(value) && typeof step === 'number') {
    const copy = [...value];
    if (next === undefined && rest.length === 0) copy.splice(step, 1);
    else copy[step] = withValueAt(copy[step], rest, next);
    return copy;
  }
  const copy: Record<string, Json> = { ...(isObject(value) ? value : {}) };
  if (next === undefined && rest.length === 0) delete copy[step];
  else copy[step] = withValueAt(copy[step], rest, next);
  return copy;
}

/** The draft with its past and undone future, for Undo and Redo. */
export interface History {
  past: Json[];
  present: Json;
  future: Json[];
  /** The field typed in last, and when: typing on in it is one step to undo. */
  lastEdit: { field: string; at: number } | null;
}

export const historyOf = (present: Json): History => ({
  past: [],
  present,
  future: [],
  lastEdit: null,
});

/** The history after a change; a field typed in again within a second joins its last step. */
export function changed(history: History, present: Json, field: string, at: number): History {
  const typingOn =
    history.lastEdit?.field === field && at - history.lastEdit.at < 1000 && history.past.length > 0;
  return {
    past: typingOn ? history.past : [...history.past, history.present],
    present,
    future: [],
    lastEdit: { field, at },
  };
}

/**
 * The history once a save of `sent` answered `saved` (the draft with the file's other changes in
 * it): what was typed while the save was on its way stays, over what was saved, as another tab's
 * save is merged in (mergeContent.ts); a draft the answer changes is one step to undo.
 */
export function rebasedOnSaved(now: History, sent: Json, saved: Json): History {
  const next = mergeContent(sent, saved, now.present).merged ?? null;
  return sameJson(next, now.present) ? now : changed(now, next, 'save', Date.now());
}

export const undone = (history: History): History =>
  history.past.length === 0
    ? history
    : {
        past: history.past.slice(0, -1),
        present: history.past.at(-1)!,
        future: [history.present, ...history.future],
        lastEdit: null,
      };

export const redone = (history: History): History =>
  history.future.length === 0
    ? history
    : {
        past: [...history.past, history.present],
        present: history.future[0]!,
        future: history.future.slice(1),
        lastEdit: null,
      };
