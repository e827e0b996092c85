/**
 * A résumé's lines in sections, by their headings: a line that names a section in any catalog's
 * language or a common variant ("Work Experience", "Berufserfahrung"), set as the document sets
 * its headings (a Word heading style, or the size, weight and capitals its other headings share),
 * or a heading in a left margin beside the section's first line. A line set as those headings are
 * that names no known section heads a section of its own. The lines before the first heading of
 * a column are its header (the name, title and contacts).
 */
import { bulletPattern, nameStart, type DocumentLine } from './documentLine';
import { headingOf, headingKey, type SectionKind } from './sectionHeadings';
import { startsWithLanguageName } from './spokenLanguageNames';

export interface Section {
  kind: SectionKind | 'header' | 'unknown';
  /** The heading as written. */
  heading?: string;
  lines: DocumentLine[];
}

type FlowLine = DocumentLine & { flow?: number };

const isCapitals = (text: string) => text === text.toLocaleUpperCase() && /\p{Lu}/u.test(text);
/** How a line is set: size, weight, capitals. */
const styleOf = (line: DocumentLine, text = line.text) =>
  `${Math.round(line.size * 2) / 2}|${line.bold}|${isCapitals(text)}|${!!line.heading}`;

interface Candidate {
  index: number;
  text: string;
  kind: SectionKind | 'unknown';
  /** The words beside a heading in a margin: the section's first line. */
  beside?: DocumentLine;
}

/** The heading a line holds: all of it, or its first cell when the rest is the section's. */
function knownIn(line: DocumentLine, index: number): Candidate | undefined {
  if (line.bullet || bulletPattern.test(line.text)) return undefined;
  const whole = headingOf(line.text);
  if (whole) return { index, text: line.text, kind: whole.section };
  const [first, ...rest] = line.cells;
  const margin = first && rest.length > 0 ? headingOf(first) : undefined;
  if (!margin) return undefined;
  const besideText = rest.join(' ');
  return {
    index,
    text: first!,
    kind: margin.section,
    beside: {
      ...line,
      text: besideText,
      cells: rest,
      heading: false,
      ...(line.cellIndents && {
        indent: line.cellIndents[1],
        cellIndents: line.cellIndents.slice(1),
      }),
    },
  };
}

/** Which lines head sections. */
function headingsOf(lines: DocumentLine[]): Map<number, Candidate> {
  const known = lines.flatMap((line, index) => knownIn(line, index) ?? []);
  // The style most known headings share is the document's heading style.
  const styles = new Map<string, number>();
  for (const candidate of known) {
    const style = styleOf(lines[candidate.index]!, candidate.text);
    styles.set(style, (styles.get(style) ?? 0) + 1);
  }
  const [headingStyle, count = 0] = [...styles].sort((a, b) => b[1] - a[1])[0] ?? [];
  const headings = new Map<number, Candidate>();
  for (const candidate of known) {
    const line = lines[candidate.index]!;
    // "Languages" over no language's name is a group of skills ("Languages: Go, Python").
    const under = candidate.beside ?? lines[candidate.index + 1];
    if (candidate.kind === 'languages' && under && !startsWithLanguageName(under.text)) continue;
    // A known word set otherwise (a skill group named "Languages") is no heading, where the
    // document has a heading style of its own.
    if (count >= 2 && styleOf(line, candidate.text) !== headingStyle && !line.heading) continue;
    headings.set(candidate.index, candidate);
  }
  // Lines set in the heading style that name no known section: a section of the owner's own, if
  // that style is the headings' alone (entry titles are not set in it), and not in a list, whose
  // groups' names may be set so. Set apart as the known headings are: an entry's head set in
  // their type close under its dates is none.
  const listKinds = new Set(['skills', 'languages', 'interests', 'contact']);
  const inList = new Set<number>();
  let current: string | undefined;
  lines.forEach((_, index) => {
    current = headings.get(index)?.kind ?? current;
    if (current && listKinds.has(current)) inList.add(index);
  });
  const firstKnown = Math.min(...headings.keys());
  const spaced = [...headings.keys()].map((index) => lines[index]!.gapAbove).filter(Boolean);
  const leastSpace = spaced.length ? 0.8 * Math.min(...spaced) : 0;
  if (headingStyle && count >= 2) {
    const others = lines.flatMap((line, index) =>
      index > firstKnown &&
      !headings.has(index) &&
      !inList.has(index) &&
      styleOf(line) === headingStyle &&
      line.text.split(' ').length <= 4 &&
      !/[\d@/.:∙·|]/.test(line.text) &&
      line.links.length === 0 &&
      line.gapAbove >= leastSpace &&
      nameStart.test(line.text) &&
      headingKey(line.text)
        ? [{ index, text: line.text, kind: 'unknown' as const }]
        : [],
    );
    if (others.length <= count / 2) for (const other of others) headings.set(other.index, other);
  }
  return headings;
}

/** The lines in sections, each column's header first; a column that goes on from a page before continues its section. */
export function readSections(lines: FlowLine[]): Section[] {
  const headings = headingsOf(lines);
  const sections: Section[] = [];
  const openSection = new Map<number, Section>();
  lines.forEach((line, index) => {
    const flow = line.flow ?? 0;
    const heading = headings.get(index);
    if (heading) {
      const section: Section = { kind: heading.kind, heading: heading.text, lines: [] };
      if (heading.beside) section.lines.push(heading.beside);
      sections.push(section);
      openSection.set(flow, section);
      return;
    }
    let section = openSection.get(flow);
    if (!section) {
      section = { kind: 'header', lines: [] };
      sections.push(section);
      openSection.set(flow, section);
    }
    section.lines.push(line);
  });
  return sections;
}
