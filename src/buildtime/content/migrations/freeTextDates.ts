/**
 * Dates as format 1 let the owner write them, in English words: 'Jan 2025 – Present',
 * 'Jul 2024 – Dec 2024', 'Jan – Jun 2024', 'April 2024', '2020 – 2024'; read as ISO dates.
 */
import { isoDatePattern, monthOfWord } from '../englishDates';

const ongoing = /^(present|now|current|today|ongoing)$/i;
/** Between the two ends of a span: a dash (spaced, or between two years), "to" or "until". */
const spanSeparator = /\s*[–—]\s*|\s+(?:-|to|until)\s+|(?<=^\d{4})-(?=\d{4}$)/i;

interface End {
  /** Two digits, such as 04; none for a year alone or an ISO date. */
  month?: string;
  /** A year, or an ISO date written as such. */
  year?: string;
}

/** A month and year ('Jan 2025', 'April 2024', 'Sept. 2023'), a year, a month alone, an ISO date. */
function endOf(text: string): End | undefined {
  if (isoDatePattern.test(text)) return { year: text };
  const [, word, year] = /^(?:([a-z]{3,})\.?,?\s*)?(\d{4})?$/i.exec(text) ?? [];
  if (!word) return year ? { year } : undefined;
  const month = monthOfWord(word);
  return month > 0 ? { month: String(month).padStart(2, '0'), year } : undefined;
}

/** One end as an ISO date, taking the year from the other end when it has none ('Jan – Jun 2024'). */
function isoOf({ month, year }: End, other?: End): string | undefined {
  const shown = year ?? other?.year?.slice(0, 4);
  if (!shown) return undefined;
  return month ? `${shown}-${month}` : shown;
}

/** A span: its start and end (none when ongoing); a single date is a span of that date. */
export function readFreeTextSpan(text: string): { start: string; end?: string } | undefined {
  const ends = text.trim().split(spanSeparator);
  if (ends.length > 2) return undefined;
  const [first = '', second = first] = ends;
  const start = endOf(first);
  if (!start) return undefined;
  if (ongoing.test(second)) {
    const iso = isoOf(start);
    return iso ? { start: iso } : undefined;
  }
  const end = endOf(second);
  if (!end) return undefined;
  const [startIso, endIso] = [isoOf(start, end), isoOf(end, start)];
  return startIso && endIso ? { start: startIso, end: endIso } : undefined;
}

/** A single date ('April 2024') as an ISO date. */
export function readFreeTextDate(text: string): string | undefined {
  const span = readFreeTextSpan(text);
  return span && span.start === span.end ? span.start : undefined;
}
