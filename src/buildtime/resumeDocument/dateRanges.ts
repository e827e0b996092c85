/**
 * Dates and date ranges as résumés write them (`Mar 2022 – Present`, `03/2022`, `2022-03`,
 * `2019 – 2022`, `Jan, 2019`, `März 2020 – heute`, `ene. de 2020 – actualidad`), read as ISO dates
 * kept at the precision written: a year stays a year. Month names come from Intl in every
 * language the site has a catalog for; "present" from each catalog's ongoing range and the
 * common variants.
 */
import { isoDatePattern, readEnglishDate } from '../content/englishDates';
import { oneSpace } from './documentLine';
import { catalogs } from './sectionHeadings';

/** The mark a shortened month ends with: a dot, or Hebrew's geresh (נוב׳) or an apostrophe for it. */
const shortening = "[.׳']";
const foldText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(new RegExp(`${shortening}$`), '');

/** Each month's names (long and short, folded) in every catalog's language. */
const monthNames: string[][] = (() => {
  const names = Array.from({ length: 12 }, () => new Set<string>());
  // Each formatter made once and asked twelve times: making one costs more than using it.
  for (const tag of ['en', ...Object.keys(catalogs)])
    for (const month of ['long', 'short'] as const) {
      const alone = new Intl.DateTimeFormat(tag, { month, timeZone: 'UTC' });
      const inDate = new Intl.DateTimeFormat(tag, { month, day: 'numeric', timeZone: 'UTC' });
      names.forEach((found, index) => {
        const date = new Date(Date.UTC(2021, index, 15));
        // A month named alone, and as a date names it (Polish and Ukrainian decline it there).
        found.add(foldText(alone.format(date)));
        const inDateName = inDate.formatToParts(date).find((part) => part.type === 'month')?.value;
        if (inDateName) found.add(foldText(inDateName));
      });
    }
  return names.map((found) => [...found].filter((name) => /^\p{L}+$/u.test(name)));
})();

/**
 * The month (1 to 12) a word names in any of the languages: a month's name, or the start of one
 * (three letters at least) that starts no other month's; 0 for any other word.
 */
export function monthOfWord(word: string): number {
  const folded = foldText(word);
  if (folded.length < 3) return 0;
  const months = new Set<number>();
  monthNames.forEach((names, index) => {
    if (names.some((name) => name === folded || (folded.length >= 3 && name.startsWith(folded))))
      months.add(index + 1);
  });
  return months.size === 1 ? [...months][0]! : 0;
}

const presentWords = [
  ...Object.values(catalogs).map((catalog) =>
    String(catalog.ongoingRange ?? '')
      .replace('{start}', '')
      .replace(/^[\s–—-]+|[\s–—-]+$/g, ''),
  ),
  ...['present', 'current', 'now', 'today', 'ongoing', 'heute', 'aktuell', 'jetzt', 'dato'],
  ...['actualidad', 'actual', 'presente', 'hoy', 'aujourd’hui', "aujourd'hui", 'présent'],
  ...['atual', 'atualmente', 'obecnie', 'teraz', 'günümüz', 'devam ediyor', 'теперішній час'],
  ...['至今', '现在', '目前', '今', '現在', 'الآن', 'حاليا', 'حاليًا', 'עד היום', 'כיום'],
].filter(Boolean);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const present = `(?:${presentWords.map(escape).join('|')})`;
/** A month's name: Chinese and Japanese write months as numbers (3月), so no Han word is one. */
const monthWord = `(?:(?![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}])\\p{L}){3,}${shortening}?`;
const oneDate = [
  '\\d{4}-\\d{2}(?:-\\d{2})?', // 2022-03, 2022-03-14
  '\\d{1,2}\\.\\d{1,2}\\.\\d{4}', // 14.03.2022
  '\\d{1,2}[./]\\d{4}', // 03/2022, 3.2022
  '(?:19|20)\\d{2}\\s*年\\s*\\d{1,2}\\s*月', // 2022年3月
  '(?:19|20)\\d{2}[./]\\d{1,2}(?![\\d.])', // 2022.03, 2022/3
  `\\d{1,2}\\.? ${monthWord},? \\d{4}`, // 14 Mar 2022, 14. März 2022
  `${monthWord},? \\d{1,2}, \\d{4}`, // Mar 14, 2022
  `${monthWord},?(?: de)? \\d{4}`, // Mar 2022, Jan, 2019, enero de 2020
  '(?:19|20)\\d{2}', // 2022
].join('|');
const rangeSeparator =
  '\\s*(?:[–—-]|\\bto\\b|\\bbis\\b|\\bhasta\\b|\\bà\\b|\\ba\\b|~|\\buntil\\b|[至到～－]|إلى)\\s*';
const sincePrefix = '(?:since|seit|desde|depuis|od|from)\\s+';

/** A letter a date may not touch, but for Chinese and Japanese, which set no spaces. */
const spacedLetter = '(?:(?![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}])[\\p{L}\\d])';
const rangePattern = new RegExp(
  `(?<!${spacedLetter})(?:(?<since>${sincePrefix})(?<sinceDate>${oneDate})|(?<start>${oneDate})(?:${rangeSeparator}(?:(?<present>${present})|(?<end>${oneDate})))?)(?!${spacedLetter})`,
  'giu',
);

/** "Mar 2022", "14 Mar 2022", "Mar 14 2022", "נוב׳ 2020": a month's word and a year. */
const wordDate = new RegExp(
  `^(?:(\\d{1,2})\\.? )?(\\p{L}{3,})${shortening}?(?: (\\d{1,2}))? (\\d{4})$`,
  'u',
);

const two = (number: number) => String(number).padStart(2, '0');

/** One date as an ISO date at the precision written, or undefined when it is no date. */
export function isoDateOf(text: string): string | undefined {
  const value = text.trim().replace(/\s+/g, ' ').replace(/ de /i, ' ').replace(/,/g, '');
  if (isoDatePattern.test(value)) return value;
  const dayMonthYear = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (dayMonthYear) {
    const iso = `${dayMonthYear[3]}-${two(Number(dayMonthYear[2]))}-${two(Number(dayMonthYear[1]))}`;
    return isoDatePattern.test(iso) ? iso : undefined;
  }
  const monthYear = /^(\d{1,2})[./](\d{4})$/.exec(value);
  const yearMonth = /^(\d{4})(?:\s*年\s*|[./])(\d{1,2})(?:\s*月)?$/.exec(value);
  if (monthYear ?? yearMonth) {
    const [year, month] = monthYear ? [monthYear[2], monthYear[1]] : [yearMonth![1], yearMonth![2]];
    const iso = `${year}-${two(Number(month))}`;
    return isoDatePattern.test(iso) ? iso : undefined;
  }
  const english = readEnglishDate(value);
  if (english) return english;
  const words = wordDate.exec(value);
  const month = words ? monthOfWord(words[2]!) : 0;
  if (!words || month === 0) return undefined;
  const day = words[1] ?? words[3];
  const iso = `${words[4]}-${two(month)}${day ? `-${two(Number(day))}` : ''}`;
  return isoDatePattern.test(iso) ? iso : undefined;
}

export interface DateRange {
  start?: string;
  end?: string;
  /** Written as going on ("– Present", "since 2020"). */
  ongoing: boolean;
  /** The words the dates were read from. */
  written: string;
}

/**
 * The first date or date range in a text, and the text without it (and the separators left
 * dangling); undefined when the text holds none. A year alone counts only where it stands apart
 * from words (a cell, or after a separator), not inside a sentence.
 */
export function findDates(text: string): { dates: DateRange; rest: string } | undefined {
  const written = text.trim();
  // A range with no start, as themes print an entry that has none: dates, none of them a field.
  if (isOpenStart(written)) return { dates: { ongoing: true, written }, rest: '' };
  let from = 0;
  let unreadEnd = 0;
  for (;;) {
    rangePattern.lastIndex = from;
    const match = rangePattern.exec(text);
    if (!match) return undefined;
    const found = readMatch(text, match, match.index < unreadEnd);
    if (found) return found;
    // A word that is no month's ("Awarded 2022-11"): the date may start inside what it took.
    from = match.index + 1;
    unreadEnd = Math.max(unreadEnd, match.index + match[0].length);
  }
}

const openStartPattern = new RegExp(`^[–—-]\\s*${present}$`, 'iu');
/** "– Present": an ongoing range whose start the document leaves out (its dash no bullet). */
export const isOpenStart = (text: string) => openStartPattern.test(text.trim());

function readMatch(
  text: string,
  match: RegExpExecArray,
  /** Whether it starts inside words read as no date: a year alone there is none either. */
  insideUnread: boolean,
) {
  const { since, sinceDate, start, end, present: isPresent } = match.groups ?? {};
  const first = isoDateOf(sinceDate ?? start ?? '');
  if (!first) return undefined;
  const last = end ? isoDateOf(end) : undefined;
  if (end && !last) return undefined;
  const written = match[0];
  const at = match.index ?? 0;
  const rest = (text.slice(0, at) + ' ' + text.slice(at + written.length))
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s+/g, oneSpace)
    .replace(/^[\s|·•,:;–—，、،：-]+|[\s|·•,:;–—(，、،：-]+$/g, '')
    .trim();
  const yearAlone = /^\d{4}$/.test(start ?? '') && !end && !isPresent && !since;
  if (yearAlone && (insideUnread || rest.split(' ').length > 6)) return undefined;
  return {
    dates: { start: first, ...(last && { end: last }), ongoing: !!isPresent || !!since, written },
    rest,
  };
}
