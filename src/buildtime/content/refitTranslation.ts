import {
  aboutFields,
  listSectionKeys,
  listSections,
  profileFields,
  type Fields,
  type ListSectionKey,
} from '../../content/declarations';
import type { OwnerContent } from './schema';
import { misfitsOf, type Translation, type UnmatchedTexts } from './translationFile';
import { entryInWords, itemInWords, sameEntries, sameItems } from './sameEntries';

type Texts = Record<string, unknown>;
type Entry = { id: string } & Texts;

const isListSection = (key: unknown): key is ListSectionKey =>
  listSectionKeys.includes(key as ListSectionKey);

/** A group of texts of a translation, with the content's group it was made for and the new one. */
interface Group {
  where: string;
  fields: Fields;
  given: Texts;
  before: Texts | undefined;
  after: Texts;
}

/**
 * A translation made for the content an import replaces (`earlier`, when it could be read),
 * fitted to the content written in its place: each entry's texts under the entry that says the
 * same (sameEntries.ts), whatever its id now, and the items of its lists (skill groups, units,
 * links) under those that say the same; what finds no place (an entry or an
 * item the import has not) kept under `unmatched`, with what it was made for. Nothing of the
 * translation is lost. Returns it with a line for each text that moved or was kept apart.
 */
export function refitTranslation(
  earlier: OwnerContent | undefined,
  now: OwnerContent,
  translation: Translation,
): { translation: Translation; moved: string[] } {
  const fitted = structuredClone(translation);
  const unmatched: UnmatchedTexts[] = [...(fitted.unmatched ?? [])];
  const moved: string[] = [];
  const keepApart = (entry: string, reason: string, texts: Texts) => {
    unmatched.push({ entry, reason, texts });
    moved.push(`${entry}: ${reason}; its texts are kept under "unmatched"`);
  };
  const groups: Group[] = [
    ...(['profile', 'about'] as const).flatMap((key) =>
      fitted[key]
        ? [
            {
              where: key,
              fields: key === 'profile' ? profileFields : aboutFields,
              given: fitted[key],
              before: earlier?.[key] as Texts | undefined,
              after: now[key] as Texts,
            },
          ]
        : [],
    ),
  ];

  for (const key of listSectionKeys) {
    const given = fitted[key];
    if (!given) continue;
    const before = new Map(((earlier?.[key] ?? []) as Entry[]).map((item) => [item.id, item]));
    const after = now[key] as Entry[];
    const same = sameEntries(
      key,
      [...before.values()].filter(({ id }) => id in given),
      after,
    );
    const entries: Record<string, Texts> = {};
    for (const [id, texts] of Object.entries(given)) {
      const was = before.get(id);
      // Without the earlier content, an entry is known by its id alone.
      const isNow = was ? same.get(id) : after.find((item) => item.id === id);
      if (!isNow || isNow.id in entries) {
        keepApart(
          was ? entryInWords(key, was) : `${key}[${id}]`,
          'no entry of the imported content says the same',
          texts,
        );
        continue;
      }
      entries[isNow.id] = texts;
      const where = `${key}[${isNow.id}]`;
      groups.push({
        where,
        fields: listSections[key].fields,
        given: texts,
        before: was,
        after: isNow,
      });
      if (isNow.id !== id)
        moved.push(
          `${key}[${id}]: its texts moved to ${entryInWords(key, isNow)}, the entry that says the same`,
        );
    }
    fitted[key] = entries;
  }

  for (const { where, fields, given, before, after } of groups)
    for (const [name, field] of Object.entries(fields)) {
      const lists = [given[name], before?.[name], after[name]];
      if (field.kind !== 'list' || !lists.every(Array.isArray)) continue;
      const [items, madeFor, now] = lists as unknown[][];
      if (items!.length !== madeFor!.length) continue;
      const same = sameItems(madeFor!, now!);
      const followed = new Map([...same].map(([from, to]) => [to, from]));
      given[name] = now!.map((_, to) => (followed.has(to) ? items![followed.get(to)!] : {}));
      items!.forEach((item, from) => {
        if (!same.has(from))
          keepApart(
            `${where}.${name}[${from}] (${itemInWords(madeFor![from])})`,
            'no item of the imported content says the same',
            { [name]: [item] },
          );
      });
      if ([...same].some(([from, to]) => from !== to))
        moved.push(`${where}.${name}: its items follow those that say the same`);
    }

  for (const { at, problem } of misfitsOf(now, fitted)) {
    const [section, ...inside] = at;
    const [given, field, entry] = isListSection(section)
      ? [
          fitted[section]![inside[0] as string]!,
          inside[1] as string,
          entryInWords(
            section,
            (now[section] as Entry[]).find(({ id }) => id === inside[0])!,
          ),
        ]
      : [fitted[section as 'profile' | 'about']!, inside[0] as string, String(section)];
    // A list with more than one misfit in it is kept apart whole, once.
    if (given[field] === undefined) continue;
    keepApart(entry, problem.replace(/\.$/, ''), { [field]: given[field] });
    delete given[field];
  }
  return { translation: { ...fitted, ...(unmatched.length > 0 && { unmatched }) }, moved };
}
