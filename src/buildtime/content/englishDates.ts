/**
 * Dates in English as owners and LinkedIn write them, read as ISO dates (JSON Resume's): the one
 * reader of the LinkedIn import and the content migrations.
 */

const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** An ISO date as JSON Resume writes one: a year, a month or a day, each in range. */
export const isoDatePattern = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

/**
 * The month (1 to 12) an English word names: the name or its start, three letters at least, with
 * or without a dot (`Sep`, `Sept.`, `September`); 0 for any other word (`Junk`, `Ma`).
 */
export function monthOfWord(word: string): number {
  const lower = word.replace(/\.$/, '').toLowerCase();
  return lower.length < 3 ? 0 : monthNames.findIndex((name) => name.startsWith(lower)) + 1;
}

const two = (number: number) => String(number).padStart(2, '0');

/**
 * A date as an ISO date, from the ways English writes one: `2019`, `Jan 2020`, `January 2020`,
 * `Sept. 2021`, `Apr 3, 2023`, `3 Apr 2023`, `01/2020`, `2020-01`, `2023-04-03`; undefined for
 * anything else (`2023-13`, `Junk 2020`, `13/2020`).
 */
export function readEnglishDate(text: string): string | undefined {
  const value = text.trim().replace(/\s+/g, ' ');
  if (isoDatePattern.test(value)) return value;
  const numeric = /^(\d{1,2})\/(\d{4})$/.exec(value);
  if (numeric) {
    const month = Number(numeric[1]);
    return month >= 1 && month <= 12 ? `${numeric[2]}-${two(month)}` : undefined;
  }
  const [, word, day, year] = /^([a-z]+\.?) (?:(\d{1,2}),? )?(\d{4})$/i.exec(value) ?? [];
  const [, dayFirst, wordAfter, yearAfter] = /^(\d{1,2}) ([a-z]+\.?),? (\d{4})$/i.exec(value) ?? [];
  const month = monthOfWord(word ?? wordAfter ?? '');
  if (month === 0) return undefined;
  const dayOf = day ?? dayFirst;
  const iso = `${year ?? yearAfter}-${two(month)}${dayOf ? `-${two(Number(dayOf))}` : ''}`;
  return isoDatePattern.test(iso) ? iso : undefined;
}
