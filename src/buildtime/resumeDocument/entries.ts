/**
 * A section's lines in entries, by the shape that repeats: each entry's head (the lines around its
 * dates, up to the space or list before and after them: title, organisation, place, on one line
 * or several) and its body (a paragraph, and items set as a list or indented). A section without
 * dates is split where a line stands apart as a head does (bold after plain text, space above).
 */
import { findDates, isOpenStart, type DateRange } from './dateRanges';
import { bulletPattern, withoutBullet, wrappedText, type DocumentLine } from './documentLine';

export interface Entry {
  /** The head's parts, in the order written, its dates taken out. */
  head: string[];
  dates?: DateRange;
  /** The paragraph under the head, its lines joined. */
  summary?: string;
  /** Its list's items, each item's lines joined. */
  items: string[];
  /** The lines it was read from. */
  lines: DocumentLine[];
}

const isBullet = (line: DocumentLine) =>
  !!line.bullet || (bulletPattern.test(line.text) && !isOpenStart(line.text));
/** A sentence, not a head: four words or more, ending as a sentence ends. */
const isSentence = (line: DocumentLine) =>
  /[.!?。]$/.test(line.text) && line.text.split(' ').length >= 4;

/** The labels themes print over an entry's list, whatever the résumé's language: no field. */
const listLabel =
  /^(?:highlights|key achievements|achievements|accomplishments|key responsibilities|responsibilities|erfolge|aufgaben|logros|responsabilidades|réalisations|responsabilités|主要成就|工作职责|主な実績|الإنجازات|المهام)\s*[:：]?$/iu;

/** Separators between the fields of a head line: "X at Y", "X | Y", "X · Y", "X — Y". */
const strongSeparator = /\s+(?:at|@|\||·|•|∙|—|–|-)\s+|\s*[|·•∙]\s*/iu;

/** How long a job lasted ("3 years 1 month"), which a head may add to its dates: no field. */
const duration =
  /(?:\b\d+\s*(?:years?|yrs?|months?|mos?|jahre?|monate?|años?|meses?|ans?|mois)\b\s*)+/giu;
/** Words that only lead to a date ("Issued on"): no field either. */
const dateLead =
  /^(?:issued|awarded|published|received|obtained|completed|since)(?:\s+(?:on|in))?$/iu;

/** A head line's fields, its dates (and how long they span) taken out. */
function fieldsOf(line: DocumentLine): { parts: string[]; dates?: DateRange } {
  let dates: DateRange | undefined;
  const parts = line.cells.flatMap((cell) => {
    const found = dates ? undefined : findDates(cell);
    if (found) dates = found.dates;
    const rest = found ? found.rest.replace(duration, ' ') : cell;
    return rest
      .split(strongSeparator)
      .map((part) => part.trim())
      .filter((part) => part && !(found && dateLead.test(part)));
  });
  return { parts, dates };
}

function datesIn(line: DocumentLine): DateRange | undefined {
  if (isBullet(line) || line.text.length > 120) return undefined;
  return fieldsOf(line).dates;
}

/**
 * A body's paragraph and list items. Where the list has bullets, a line without one goes on with
 * the item above; where its items are only indented, a line goes on when it starts in lower case
 * or the line above broke mid-phrase.
 */
function readBody(lines: DocumentLine[], headInset: number) {
  const summary: string[] = [];
  const items: string[] = [];
  const glyphs = lines.some(isBullet);
  let inItem = false;
  for (const line of lines) {
    const indented = insetOf(line) > headInset + 0.8 * line.size;
    const brokeOff =
      /^[\p{Ll}(]/u.test(line.text) ||
      /[,;&-]$|\b(and|und|y|et|of|to|the)$/i.test(items.at(-1) ?? '');
    if (isBullet(line)) {
      items.push(withoutBullet(line.text));
      inItem = true;
    } else if (inItem && (glyphs ? !line.bold : brokeOff)) {
      items[items.length - 1] = wrappedText([items.at(-1)!, line.text]);
    } else if (indented && !line.bold) {
      items.push(line.text);
      inItem = true;
    } else {
      summary.push(line.text);
      inItem = false;
    }
  }
  return { ...(summary.length > 0 && { summary: wrappedText(summary) }), items };
}

/** The median space above the lines, in line heights: a wider one parts blocks. */
function blockGap(lines: DocumentLine[]): number {
  const gaps = lines
    .map((line) => line.gapAbove)
    .filter((gap) => gap > 0)
    .sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)] ?? 1.2;
  return Math.max(median * 1.3, median + 0.35);
}

/** How far in a line starts, in points: lines set in other sizes compare so. */
const insetOf = (line: DocumentLine) => (line.indent ?? 0) * line.size;
const headInsetOf = (head: DocumentLine[]) => Math.min(...head.map(insetOf));
/** Whether a line starts further in than a head's lines: a list's item, not the head's. */
const insetFrom = (line: DocumentLine, head: DocumentLine[]) =>
  insetOf(line) > headInsetOf(head) + 0.8 * line.size;

/** The lines that head an entry, for a section with dates: those around each date. */
function headsByDates(lines: DocumentLine[], anchors: number[], wide: number): [number, number][] {
  const heads: [number, number][] = [];
  const partedAbove = (index: number) => lines[index]!.gapAbove > wide;
  // The shape that repeats: as many lines above each entry's dates as above the first one's.
  const leading = Math.min(2, anchors[0]!);
  // Where the first entry starts at its dates, each does: the lines above are the last one's.
  const mostAbove = leading === 0 ? 0 : 2;
  anchors.forEach((anchor, at) => {
    const nextHead = (anchors[at + 1] ?? lines.length + leading) - leading;
    const floor = heads.at(-1)?.[1] ?? 0;
    // A line of the dates alone (set at the right, as a theme may) says nothing of where the
    // head's lines start: the line under it does.
    const datesAlone = fieldsOf(lines[anchor]!).parts.length === 0 && lines[anchor + 1];
    const startsLike = datesAlone ? [lines[anchor + 1]!] : [lines[anchor]!];
    let start = anchor;
    while (
      start > floor &&
      anchor - start < mostAbove &&
      !partedAbove(start) &&
      !isBullet(lines[start - 1]!) &&
      !isSentence(lines[start - 1]!) &&
      !datesIn(lines[start - 1]!) &&
      !insetFrom(lines[start - 1]!, [...lines.slice(start, anchor), ...startsLike])
    )
      start -= 1;
    if (heads.length === 0 && start > 0 && anchor - start < 2 && !isBullet(lines[0]!)) start = 0;
    let end = anchor + 1;
    while (
      end < Math.min(lines.length, nextHead) &&
      end - anchor <= 2 &&
      !partedAbove(end) &&
      !isBullet(lines[end]!) &&
      !isSentence(lines[end]!) &&
      lines[end]!.text.length < 70 &&
      !anchors.includes(end) &&
      !insetFrom(lines[end]!, lines.slice(start, end))
    )
      end += 1;
    heads.push([start, end]);
  });
  return heads;
}

/** The heads of a section without dates: its first line, and each line set apart as one. */
function headsByLooks(lines: DocumentLine[], wide: number): [number, number][] {
  const starts = lines.flatMap((line, index) => {
    if (isBullet(line)) return [];
    const before = lines[index - 1];
    const apart =
      !before ||
      line.gapAbove > wide ||
      (line.bold && !before.bold) ||
      (isBullet(before) && insetOf(line) <= insetOf(lines[0]!) + 0.3 * line.size);
    return apart ? [index] : [];
  });
  return starts.map((start) => [start, start + 1]);
}

/** A section's entries; the lines before its first entry's head, if any, apart. */
export function readEntries(sectionLines: DocumentLine[]): {
  entries: Entry[];
  before: DocumentLine[];
} {
  // A list's label goes, where a list follows it: bulleted, or set further in.
  const lines = sectionLines.filter((line, index) => {
    const next = sectionLines[index + 1];
    return !(
      listLabel.test(line.text) &&
      next &&
      (isBullet(next) || insetOf(next) > insetOf(line) + 0.8 * line.size)
    );
  });
  const anchors = lines.flatMap((line, index) => (datesIn(line) ? [index] : []));
  const wide = blockGap(lines);
  const heads = anchors.length ? headsByDates(lines, anchors, wide) : headsByLooks(lines, wide);
  const entries = heads.map(([start, end], index) => {
    const headLines = lines.slice(start, end);
    const bodyEnd = heads[index + 1]?.[0] ?? lines.length;
    const head: string[] = [];
    let dates: DateRange | undefined;
    for (const line of headLines) {
      const fields = fieldsOf(line);
      head.push(...fields.parts);
      dates ??= fields.dates;
    }
    const body = readBody(lines.slice(end, bodyEnd), headInsetOf(headLines));
    return { head, ...(dates && { dates }), ...body, lines: lines.slice(start, bodyEnd) };
  });
  return { entries, before: lines.slice(0, heads[0]?.[0] ?? lines.length) };
}
