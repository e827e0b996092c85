/**
 * What a résumé parser reads of a résumé PDF's text layer, shown to the owner: the name and
 * contacts, and each entry's title, organisation, place and dates as a layout-based parser splits
 * them (layoutParser.ts), each marked where it does not match the content.
 */
import { drawnSections, type ResumeData } from '../documents/resumeData';
import { fieldsRead, readAsLayoutParser, type EntryReading } from './layoutParser';
import { joinedRuns, readRuns } from './pdfText';

export interface ResumeReading {
  /** The name, e-mail, phone, place and links, each found as a run of its own or not. */
  contacts: { text: string; right: boolean }[];
  entries: EntryReading[];
}

/** How a parser reads `pdf`, against `expected`: the résumé's data as drawn, or as the content has it. */
export async function readResume(pdf: Uint8Array, expected: ResumeData): Promise<ResumeReading> {
  const runs = joinedRuns(await readRuns(pdf));
  const texts = new Set(runs.map((run) => run.text.trim()));
  return {
    contacts: [expected.name, ...expected.contacts.map(({ text }) => text)].map((text) => ({
      text,
      right: texts.has(text),
    })),
    entries: readAsLayoutParser(drawnSections(expected.sections), runs),
  };
}

/** Of the contacts and the entries' fields, how many read right (entries not in the PDF aside). */
export function shareRight({ contacts, entries }: ResumeReading): number {
  const read = fieldsRead(entries.filter(({ found }) => found));
  const right = read.right + contacts.filter((contact) => contact.right).length;
  const all = read.fields + contacts.length;
  return all === 0 ? 1 : right / all;
}

const mark = (right: boolean) => (right ? '✓' : '✗');

/** Each entry's line: ✓ and its fields, ✗ and those read into another entry, or not in the PDF. */
const entryLine = (entry: EntryReading) => {
  if (!entry.found) return `  – ${entry.title}: not in this PDF`;
  const wrong = entry.fields.filter(({ right }) => !right).map(({ text }) => `"${text}"`);
  return wrong.length === 0
    ? `  ✓ ${entry.fields.map(({ text }) => text).join(' · ')}`
    : `  ✗ ${entry.title}: ${wrong.join(', ')} read as part of another entry`;
};

/** The whole table: the contacts, then each section's entries. */
export function readingTable(reading: ResumeReading): string[] {
  const lines = [reading.contacts.map(({ text, right }) => `${mark(right)} ${text}`).join('  ')];
  let section = '';
  for (const entry of reading.entries) {
    if (entry.section !== section) {
      section = entry.section;
      lines.push(section);
    }
    lines.push(entryLine(entry));
  }
  return lines;
}

/** A short table, for the build and npm run apply: the share read right, then what is not. */
export function readingSummary(what: string, reading: ResumeReading): string[] {
  const { contacts, entries } = reading;
  const misread = [
    ...contacts
      .filter(({ right }) => !right)
      .map(({ text }) => `  ✗ "${text}" is not a run of its own`),
    ...entries
      .filter(({ found, fields }) => found && fields.some(({ right }) => !right))
      .map(entryLine),
  ];
  const found = entries.filter((entry) => entry.found).length;
  return [
    `${what}, as a résumé parser reads it: the name and ${contacts.length - 1} contacts, and ${found} ` +
      `entries (title, organisation, place, dates); ${(100 * shareRight(reading)).toFixed(1)} % ` +
      `read right${misread.length > 0 ? ':' : '. npm run resume:check shows each.'}`,
    ...misread,
  ];
}
