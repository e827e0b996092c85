import { formattingLocale } from './languages';
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
 * Where a date is read: on the page, shortly ('Jul – Dec 2024'), or in the résumé PDF, where
 * résumé parsers must find each date whole: months by their full names, both ends of a range
 * with their years ('July 2024 – December 2024').
 */
export type DateStyle = 'page' | 'resume';

/**
 * A span of time in the language's own words, through Intl: a range (on the page, formatRange
 * joins them as the language does), or an ongoing one ('Mar 2022 – Present', from the catalog).
 * A span is read by the month at most: '2013-12-01' shows as Dec 2013.
 */
export function showDates(
  tag: string,
  dates: { start?: string; end?: string },
  words: Pick<Catalog, 'ongoingRange' | 'dateRange'>,
  style: DateStyle = 'page',
): string | undefined {
  const [start, end] = [dates.start, dates.end].map((iso) => iso && readIsoDate(iso));
  const shown = [start, end].filter((date) => !!date);
  if (shown.length === 0) return undefined;
  const format = new Intl.DateTimeFormat(formattingLocale(tag), {
    year: 'numeric',
    month: shown.every(({ hasMonth }) => hasMonth) ? monthOf(style) : undefined,
    timeZone: 'UTC',
  });
  if (start && end)
    return style === 'page'
      ? format.formatRange(start.date, end.date)
      : fillIn(words.dateRange, { start: format.format(start.date), end: format.format(end.date) });
  if (start) return fillIn(words.ongoingRange, { start: format.format(start.date) });
  return format.format(shown[0]!.date);
}

const monthOf = (style: DateStyle) => (style === 'page' ? 'short' : 'long');

/** A single day, month or year, shown as precisely as it is written ('April 2024', '7 Nov 2021'). */
export function showDate(
  tag: string,
  iso: string | undefined,
  style: DateStyle = 'page',
): string | undefined {
  if (!iso) return undefined;
  const { date, hasMonth, hasDay } = readIsoDate(iso);
  return new Intl.DateTimeFormat(formattingLocale(tag), {
    year: 'numeric',
    month: hasDay ? monthOf(style) : hasMonth ? 'long' : undefined,
    day: hasDay ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(date);
}
