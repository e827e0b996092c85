import { listSections, type Field, type ListSectionKey } from '../../content/declarations';

/** An entry of a section, as a content file holds it. */
type Entry = { id: string } & Record<string, unknown>;

/** How alike two entries must be (0 to 1) to be taken for one: more than their heading alone. */
const sameEnough = 0.5;
/**
 * How alike two items of a list must be: less, as all they say is compared (a skill group's name
 * and skills, which grow), and they are matched among the items of one entry alone.
 */
const itemsSameEnough = 0.4;

/** A text's words as compared: lower case, without accents or punctuation. */
const wordsOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** How alike two texts are, 0 to 1: the words they share, of all their words. */
function wordsAlike(a: string, b: string): number {
  const [left, right] = [new Set(wordsOf(a)), new Set(wordsOf(b))];
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / (new Set([...left, ...right]).size || 1);
}

/**
 * How alike two values of a field are, 0 to 1: dates the same (or one a part of the other, 2019
 * and 2019-03), texts by the words they share.
 */
function alike(field: Field, a: unknown, b: unknown): number {
  if (typeof a !== 'string' || typeof b !== 'string') return 0;
  if (field.kind === 'date') return a === b ? 1 : a.startsWith(b) || b.startsWith(a) ? 0.5 : 0;
  return wordsAlike(a, b);
}

/** Every text of a value, wherever it is in it, one after the other. */
const allTexts = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object'
      ? Object.values(value).map(allTexts).join(' ')
      : '';

/** An item of a list inside an entry (a skill group, a unit, a link) in words: all it says. */
export const itemInWords = allTexts;

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
 * Which item of a list's new items (skill groups, units, links) each earlier one is, by all they
 * say: the earlier index → the new one, for those alike enough, each new item at most once.
 */
export function sameItems(
  earlier: readonly unknown[],
  now: readonly unknown[],
): Map<number, number> {
  return pairedOnce(
    earlier.flatMap((before, from) =>
      now.map((after, to) => ({
        from,
        to,
        score: wordsAlike(allTexts(before), allTexts(after)),
        kept: from === to,
      })),
    ),
    itemsSameEnough,
  );
}

/** The best pairs first, each side in one pair at most: from → to. */
function pairedOnce<T>(
  pairs: { from: T; to: T; score: number; kept: boolean }[],
  enough = sameEnough,
): Map<T, T> {
  const sorted = pairs
    .filter(({ score }) => score > enough)
    .sort((a, b) => b.score - a.score || Number(b.kept) - Number(a.kept));
  const same = new Map<T, T>();
  const taken = new Set<T>();
  for (const { from, to } of sorted) {
    if (same.has(from) || taken.has(to)) continue;
    same.set(from, to);
    taken.add(to);
  }
  return same;
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
  const byId = new Map(now.map((entry) => [entry.id, entry]));
  const same = pairedOnce(
    earlier.flatMap((before) =>
      now.map((after) => ({
        from: before.id,
        to: after.id,
        score: entriesAlike(key, before as unknown as Entry, after as unknown as Entry),
        kept: before.id === after.id,
      })),
    ),
  );
  return new Map([...same].map(([from, to]) => [from, byId.get(to)!]));
}
