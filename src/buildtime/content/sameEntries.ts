import { listSections, type Field, type ListSectionKey } from '../../content/declarations';

/** An entry of a section, as a content file holds it. */
type Entry = { id: string } & Record<string, unknown>;

/** How alike two entries must be (0 to 1) to be taken for one: more than their heading alone. */
const sameEnough = 0.5;

/** A text's words as compared: lower case, without accents or punctuation. */
const wordsOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * How alike two values of a field are, 0 to 1: dates the same (or one a part of the other, 2019
 * and 2019-03), texts by the words they share.
 */
function alike(field: Field, a: unknown, b: unknown): number {
  if (typeof a !== 'string' || typeof b !== 'string') return 0;
  if (field.kind === 'date') return a === b ? 1 : a.startsWith(b) || b.startsWith(a) ? 0.5 : 0;
  const [left, right] = [new Set(wordsOf(a)), new Set(wordsOf(b))];
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / (new Set([...left, ...right]).size || 1);
}

/**
 * The fields that say which entry it is: those that can head it (an organisation, a title, a
 * name) and its dates; a section that declares none of those, its texts.
 */
function sayingFields(key: ListSectionKey): [string, Field][] {
  const { fields, headedBy } = listSections[key] as {
    fields: Record<string, Field>;
    headedBy?: readonly string[];
  };
  const dated = Object.entries(fields).filter(([, field]) => field.kind === 'date');
  const heading = headedBy
    ? headedBy.map((name): [string, Field] => [name, fields[name]!])
    : Object.entries(fields).filter(([, field]) => field.kind === 'text');
  return [...heading, ...dated];
}

/** How alike two entries of a section are, 0 to 1, by the fields that say which entry it is. */
function entriesAlike(key: ListSectionKey, a: Entry, b: Entry): number {
  const compared = sayingFields(key).filter(
    ([name]) => a[name] !== undefined || b[name] !== undefined,
  );
  if (compared.length === 0) return 0;
  const sum = compared.reduce((total, [name, field]) => total + alike(field, a[name], b[name]), 0);
  return sum / compared.length;
}

/** An entry in the owner's words: `experience[oldco] (Oldco, Engineer, 2015 – 2017)`. */
export function entryInWords(key: ListSectionKey, entry: Entry): string {
  const fields = sayingFields(key);
  const said = fields
    .filter(([, field]) => field.kind !== 'date')
    .flatMap(([name]) => (typeof entry[name] === 'string' ? [entry[name]] : []));
  const dates = fields
    .filter(([, field]) => field.kind === 'date')
    .flatMap(([name]) => (typeof entry[name] === 'string' ? [entry[name]] : []));
  const described = [...said, ...(dates.length > 0 ? [dates.join(' – ')] : [])].join(', ');
  return `${key}[${entry.id}]${described ? ` (${described})` : ''}`;
}

/**
 * Which entry of a section's new entries each earlier one is, by what they say (the same id only
 * decides between entries that say as much): the earlier id → the new entry, for those alike
 * enough; each new entry is at most one earlier one.
 */
export function sameEntries<E extends { id: string }>(
  key: ListSectionKey,
  earlier: readonly E[],
  now: readonly E[],
): Map<string, E> {
  const pairs = earlier
    .flatMap((before) =>
      now.map((after) => ({
        before,
        after,
        score: entriesAlike(key, before as unknown as Entry, after as unknown as Entry),
      })),
    )
    .filter(({ score }) => score > sameEnough)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.before.id === b.after.id) - Number(a.before.id === a.after.id),
    );
  const same = new Map<string, E>();
  const taken = new Set<E>();
  for (const { before, after } of pairs) {
    if (same.has(before.id) || taken.has(after)) continue;
    same.set(before.id, after);
    taken.add(after);
  }
  return same;
}
