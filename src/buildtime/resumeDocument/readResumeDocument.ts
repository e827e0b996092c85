/**
 * A résumé someone else's tool made, a PDF or a Word file, read as a JSON Resume, offline and
 * the same way every time: its lines (pdfLines.ts, docxLines.ts), in sections by their headings
 * (sections.ts), each section's entries (entries.ts, entryFields.ts) or lists (lists.ts), the
 * header's name and contacts (header.ts, contacts.ts). `language` is the one given, else the one
 * the document's words are written in (by the stop words it says most, as a posting's language is
 * found), the headings' where the words say no other: a theme prints English headings over a
 * German résumé. `unplaced` lists what fits no field, and every line no field read
 * (droppedLines.ts).
 */
import { postingLanguage } from '../applications/matching/postingLanguage';
import type { JsonResume } from '../jsonResume/format';
import { isOpenPdf, type PdfDocument } from '../resumeCheck/pdfText';
import type { DocumentLine } from './documentLine';
import { docxLines } from './docxLines';
import { droppedLines } from './droppedLines';
import { pdfLines } from './pdfLines';
import { resumeOfSections, type Unplaced } from './resumeOfSections';
import { headingOf } from './sectionHeadings';
import { readSections, type Section } from './sections';

/** The language most of the headings are written in; English when none is known. */
function languageOfHeadings(sections: Section[]): string {
  const votes = new Map<string, number>();
  for (const { heading } of sections) {
    const languages = heading ? (headingOf(heading)?.languages ?? []) : [];
    for (const language of languages)
      votes.set(language, (votes.get(language) ?? 0) + 1 / languages.length);
  }
  return [...votes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'en';
}

export async function readResumeDocument(
  /** The file's bytes, or a PDF already open (its caller closes it). */
  bytes: Uint8Array | PdfDocument,
  kind: 'pdf' | 'docx',
  options: { language?: string },
): Promise<{ resume: JsonResume; language: string; unplaced: Unplaced[] }> {
  const lines: DocumentLine[] =
    kind === 'pdf' || isOpenPdf(bytes) ? await pdfLines(bytes) : await docxLines(bytes);
  const sections = readSections(lines);
  const firstPage = lines.filter((line) => (line.page ?? 1) === 1);
  const { resume, unplaced: found } = resumeOfSections(sections, firstPage);
  const unplaced = [...found, ...droppedLines(sections, resume, found)];
  const language =
    options.language ??
    postingLanguage(lines.map((line) => line.text).join('\n'), languageOfHeadings(sections));
  return { resume, language, unplaced };
}
