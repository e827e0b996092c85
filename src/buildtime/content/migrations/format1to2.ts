import { readFreeTextDate, readFreeTextSpan } from './freeTextDates';
import {
  fieldName,
  replaceField,
  withEntries,
  type Change,
  type FieldPath,
  type Migration,
} from './migration';
import type { JsonObject } from '../../../lib/json';

/** An entry's free-text span (`date`, `duration`) as `start` and `end`, in its place. */
function spanToDates(entry: JsonObject, field: string, at: FieldPath, changes: Change[]) {
  const written = entry[field];
  if (written === undefined) return entry;
  const span = typeof written === 'string' ? readFreeTextSpan(written) : undefined;
  const dates: JsonObject = span ? { start: span.start, ...(span.end && { end: span.end }) } : {};
  changes.push({
    from: { path: [...at, field], value: written },
    to: Object.entries(dates).map(([name, value]) => ({ path: [...at, name], value })),
    ...(!span && {
      hint: `no date this template reads: write it as ${fieldName([...at, 'start'])} and end, such as "2023-04"`,
    }),
  });
  return replaceField(entry, field, dates);
}

/** An award's free-text `date` as an ISO date, in its place. */
function awardDate(entry: JsonObject, at: FieldPath, changes: Change[]) {
  const written = entry.date;
  if (typeof written !== 'string') return entry;
  const date = readFreeTextDate(written);
  if (date === written) return entry;
  const path = [...at, 'date'];
  changes.push({
    from: { path, value: written },
    to: date ? [{ path, value: date }] : [],
    ...(!date && {
      hint: `no date this template reads: write it as ${fieldName(path)}, such as "2024-04"`,
    }),
  });
  return date ? { ...entry, date } : replaceField(entry, 'date', {});
}

/**
 * Format 1 → 2 (commit 49a1298): the content says its language, and dates are ISO dates that
 * the page writes in that language. An experience's `date` and an education's `duration`, free
 * text such as 'Jan 2025 – Present', became `start` and `end`; an award's `date` an ISO date.
 */
export const format1to2: Migration = {
  from: 1,
  migrate(content) {
    const changes: Change[] = [];
    let migrated = content;
    if (!('language' in migrated)) {
      // Format 1's page was in English, whatever the language of the owner's own words.
      migrated = { language: 'en', ...migrated };
      changes.push({
        to: [{ path: ['language'], value: 'en' }],
        hint: 'the page’s words were English before; name the language your content is in',
      });
    }
    migrated = withEntries(migrated, 'experience', (entry, index) =>
      spanToDates(entry, 'date', ['experience', index], changes),
    );
    migrated = withEntries(migrated, 'awards', (entry, index) =>
      awardDate(entry, ['awards', index], changes),
    );
    migrated = withEntries(migrated, 'education', (entry, index) =>
      spanToDates(entry, 'duration', ['education', index], changes),
    );
    return { content: migrated, changes };
  },
};
