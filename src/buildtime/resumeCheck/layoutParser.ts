/**
 * A résumé read as layout-based parsers read it (OpenResume's way, which many follow): the text
 * in lines, lines in sections by their headings, and a section's lines in entries wherever the gap
 * between two lines is over 1.4 times the section's most common line gap, and at each new page.
 * (OpenResume reads the pages as one, so an entry that starts a page joins the one before: no
 * layout can prevent that.) What it reads right is measured per field: an entry's title, details
 * and dates are read right when they fall in one entry of the parser's, and that entry holds no
 * other entry's title.
 */
import type { ResumeEntry, ResumeSection } from '../documents/resumeData';
import { sameLine, type Run } from './pdfText';

type Line = Run[];

function linesOf(runs: Run[]): Line[] {
  const lines: Line[] = [];
  for (const run of runs) {
    const line = lines.at(-1);
    if (line && sameLine(line[0]!, run)) line.push(run);
    else lines.push([run]);
  }
  return lines;
}

/** A section's lines split at each page, and where the gap is over 1.4 times the most common one. */
function entriesOf(lines: Line[]): Line[][] {
  const gap = (above: Line, below: Line) =>
    above[0]!.page === below[0]!.page ? Math.round(above[0]!.y - below[0]!.y) : Infinity;
  const counts = new Map<number, number>();
  lines.slice(1).forEach((line, index) => {
    const between = gap(lines[index]!, line);
    counts.set(between, (counts.get(between) ?? 0) + 1);
  });
  const common = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const entries: Line[][] = [];
  lines.forEach((line, index) => {
    const before = lines[index - 1];
    if (!before || gap(before, line) > common * 1.4) entries.push([line]);
    else entries.at(-1)!.push(line);
  });
  return entries;
}

/** The entries in the order drawn: roles at one organisation after it (src/content/roles.ts). */
export const inDrawnOrder = (entries: ResumeEntry[] = []): ResumeEntry[] =>
  entries.flatMap((entry) => [entry, ...(entry.roles ?? [])]);

/** One entry as the parser reads it: each of its fields, and whether it reads it right. */
export interface EntryReading {
  section: string;
  title: string;
  fields: { text: string; right: boolean }[];
  /** Whether its title is in the PDF at all (a résumé fitted to its pages leaves entries out). */
  found: boolean;
}

/** How a layout-based parser reads each entry of these sections (as drawn) from the PDF's runs. */
export function readAsLayoutParser(sections: ResumeSection[], runs: Run[]): EntryReading[] {
  const lines = linesOf(runs);
  const textOf = (line: Line) => line.map((run) => run.text.trim()).join(' ');
  const headings = lines.flatMap((line, index) =>
    sections.some(({ title }) => textOf(line) === title) ? [index] : [],
  );
  const readings: EntryReading[] = [];
  for (const section of sections.filter(({ entries }) => entries?.length)) {
    const start = headings.find((index) => textOf(lines[index]!) === section.title);
    const end = headings.find((index) => index > (start ?? Infinity)) ?? lines.length;
    const parsed = start === undefined ? [] : entriesOf(lines.slice(start + 1, end));
    const entries = inDrawnOrder(section.entries).filter(({ quote }) => !quote);
    const holds = (parts: Line[], text: string) =>
      parts.some((line) => line.some((run) => run.text.trim() === text));
    const startsWith = (parts: Line[], title: string) =>
      parts.some((line) => !!line[0]!.text.trim() && title.startsWith(line[0]!.text.trim()));
    let from = 0;
    for (const entry of entries) {
      const at = parsed.findIndex(
        (parts, index) => index >= from && startsWith(parts, entry.title),
      );
      const alone =
        at >= 0 &&
        entries.every((other) => other === entry || !startsWith(parsed[at]!, other.title));
      const fields = [entry.title, ...entry.details, ...(entry.date ? [entry.date] : [])];
      readings.push({
        section: section.title,
        title: entry.title,
        found: at >= 0,
        fields: fields.map((text) => ({
          text,
          right: alone && (text === entry.title || holds(parsed[at]!, text)),
        })),
      });
      if (at >= 0) from = at;
    }
  }
  return readings;
}

/** Of all the entries' fields, how many are read right. */
export const fieldsRead = (readings: EntryReading[]) => {
  const fields = readings.flatMap((reading) => reading.fields);
  return { right: fields.filter(({ right }) => right).length, fields: fields.length };
};
