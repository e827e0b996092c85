import { fillIn, type Catalog } from '../../i18n/words';

/** '2023', '2023-04' or '2023-04-29' as a date at noon UTC, and how much of it is written. */
function readIsoDate(iso: string): { date: Date; hasMonth: boolean; hasDay: boolean } {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return {
    date: new Date(Date.UTC(year, month - 1, day, 12)),
    hasMonth: iso.length > 4,
    hasDay: iso.length > 7,
  };
}

/**
 * A span of time in the language's own words, through Intl: a range (formatRange joins them as
 * the language does), or an ongoing one ('Mar 2022 – Present', from the catalog). A span is read
 * by the month at most: '2013-12-01' shows as Dec 2013.
 */
export function showDates(
  tag: string,
  dates: { start?: string; end?: string },
  words: Pick<Catalog, 'ongoingRange'>,
): string | undefined {
  const [start, end] = [dates.start, dates.end].map((iso) => iso && readIsoDate(iso));
  const shown = [start, end].filter((date) => !!date);
  if (shown.length === 0) return undefined;
  const format = new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: shown.every(({ hasMonth }) => hasMonth) ? 'short' : undefined,
    timeZone: 'UTC',
  });
  if (start && end) return format.formatRange(start.date, end.date);
  if (start) return fillIn(words.ongoingRange, { start: format.format(start.date) });
  return format.format(shown[0]!.date);
}

/** A single day, month or year, shown as precisely as it is written ('April 2024', '7 Nov 2021'). */
export function showDate(tag: string, iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const { date, hasMonth, hasDay } = readIsoDate(iso);
  return new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: hasDay ? 'short' : hasMonth ? 'long' : undefined,
    day: hasDay ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(date);
}
