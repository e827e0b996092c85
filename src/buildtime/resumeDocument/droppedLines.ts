/**
 * The lines of a résumé document that no field read and no unplaced line lists: each listed as
 * unplaced too, so that the import's report is true (issue 76: it said every line was placed
 * while a school's place was dropped). A line counts as read where each of its words, its dates
 * aside, is a word of the résumé read or of a line already listed.
 */
import type { JsonResume } from '../jsonResume/format';
import { findDates } from './dateRanges';
import type { Unplaced } from './resumeOfSections';
import type { Section } from './sections';

/** Words, each Chinese or Japanese character one (those scripts set no spaces between words). */
export const wordsOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ' $& ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The text with its dates and date ranges taken out: they are read as dates, not as words. */
export function withoutDates(text: string): string {
  let rest = text;
  // A line holds a range or two (a job's and a school's, side by side), rarely more.
  for (let times = 0; times < 4; times += 1) {
    const found = findDates(rest);
    if (!found || found.rest.length >= rest.length) break;
    rest = found.rest;
  }
  return rest;
}

function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(valuesOf);
  return [];
}

export function droppedLines(
  sections: Section[],
  resume: JsonResume,
  unplaced: Unplaced[],
): Unplaced[] {
  const read = new Set([...valuesOf(resume), ...unplaced.map(({ line }) => line)].flatMap(wordsOf));
  return sections.flatMap(({ lines }) =>
    lines
      .filter((line) => wordsOf(withoutDates(line.text)).some((word) => !read.has(word)))
      .map((line) => ({
        line: line.text,
        ...(line.page && { page: line.page }),
        reason: 'read into no field',
      })),
  );
}
