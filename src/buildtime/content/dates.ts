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
 * joins two dates of the same precision as the language does), or an ongoing one ('Mar 2022 –
 * Present', from the catalog). Each end is shown as precisely as it is written, up to its month
 * ('2018 – Feb 2021'): '2013-12-01' shows as Dec 2013.
 */
export function showDates(
  tag: string,
  dates: { start?: string; end?: string },
  words: Pick<Catalog, 'ongoingRange' | 'dateRange'>,
  style: DateStyle = 'page',
): string | undefined {
  const [start, end] = [dates.start, dates.end].map((iso) => iso && readIsoDate(iso));
  const format = (hasMonth: boolean) =>
    dateFormat(formattingLocale(tag), {
      year: 'numeric',
      month: hasMonth ? monthOf(style) : undefined,
      timeZone: 'UTC',
    });
  const shown = (date: ReturnType<typeof readIsoDate>) => format(date.hasMonth).format(date.date);
  if (start && end)
    return style === 'page' && start.hasMonth === end.hasMonth
      ? format(start.hasMonth).formatRange(start.date, end.date)
      : fillIn(words.dateRange, { start: shown(start), end: shown(end) });
  if (start) return fillIn(words.ongoingRange, { start: shown(start) });
  return end ? shown(end) : undefined;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * A date format, made once for each locale and options: Intl's take long to make, and `npm run
 * edit` shows every date of the résumé again at each keystroke in an application.
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, options]);
  if (!dateFormats.has(key)) dateFormats.set(key, new Intl.DateTimeFormat(locale, options));
  return dateFormats.get(key)!;
}

/** One way of writing months per page and per PDF: short on the page, whole in the résumé. */
const monthOf = (style: DateStyle) => (style === 'page' ? 'short' : 'long');

/** A single day, month or year, shown as precisely as it is written ('Apr 2024', '7 Nov 2021'). */
export function showDate(
  tag: string,
  iso: string | undefined,
  style: DateStyle = 'page',
): string | undefined {
  if (!iso) return undefined;
  const { date, hasMonth, hasDay } = readIsoDate(iso);
  return dateFormat(formattingLocale(tag), {
    year: 'numeric',
    month: hasMonth ? monthOf(style) : undefined,
    day: hasDay ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(date);
}

/** Whether a locale writes a date's month before its day ('November 27, 2026'). */
function writesMonthFirst(locale: string): boolean {
  const parts = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
    .formatToParts(new Date(0))
    .map(({ type }) => type);
  return parts.indexOf('month') < parts.indexOf('day');
}

/**
 * A letter's date, written out in its language ('27 November 2026'). English with no region in
 * its tag is written day first, as most of the English-writing world does, unless one of
 * `countries` (ISO 3166-1 alpha-2: the owner's, the employer's) writes the month first, as the
 * US does ('November 27, 2026'); a tag with a region (en-US, en-GB) is written its way.
 */
export function showLetterDate(tag: string, date: Date, countries: (string | undefined)[]): string {
  let locale = new Intl.Locale(formattingLocale(tag));
  if (locale.language === 'en' && !locale.region) {
    const regions = countries.flatMap((country) => {
      try {
        return country ? [new Intl.Locale('en', { region: country.toUpperCase() })] : [];
      } catch {
        return [];
      }
    });
    const monthFirst = regions.find((region) => writesMonthFirst(region.toString()));
    locale = new Intl.Locale(locale.toString(), { region: monthFirst?.region ?? 'GB' });
  }
  return new Intl.DateTimeFormat(locale.toString(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}
