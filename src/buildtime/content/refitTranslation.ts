import { listSectionKeys, type ListSectionKey } from '../../content/declarations';
import type { OwnerContent } from './schema';
import { misfitsOf, type Translation, type UnmatchedTexts } from './translationFile';
import { entryInWords, sameEntries } from './sameEntries';

type Texts = Record<string, unknown>;
type Entry = { id: string } & Texts;

const isListSection = (key: unknown): key is ListSectionKey =>
  listSectionKeys.includes(key as ListSectionKey);

/**
 * A translation made for the content an import replaces (`earlier`, when it could be read),
 * fitted to the content written in its place: each entry's texts under the entry that says the
 * same (sameEntries.ts), whatever its id now; what finds no place (an entry the import has not, a
 * list of another length) kept under `unmatched`, with the entry it was made for. Nothing of the
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
      if (isNow.id !== id)
        moved.push(
          `${key}[${id}]: its texts moved to ${entryInWords(key, isNow)}, the entry that says the same`,
        );
    }
    fitted[key] = entries;
  }

  for (const { at, problem } of misfitsOf(now, fitted)) {
    const [section, ...inside] = at;
    const [holder, field, entry] = isListSection(section)
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
    if (holder[field] === undefined) continue;
    keepApart(entry, problem.replace(/\.$/, ''), { [field]: holder[field] });
    delete holder[field];
  }
  return { translation: { ...fitted, ...(unmatched.length > 0 && { unmatched }) }, moved };
}
