/**
 * A résumé document (PDF or Word) as a JSON Resume: the resume.json a PDF carries, taken whole
 * where it has one; else what the reader makes of its layout, with the lines it could not place.
 */
import type { UnplacedLine } from '../../content/ownerContent';
import type { JsonResume } from '../jsonResume/format';
import type { DocumentKind } from './documentFile';
import { embeddedResumeName } from './embeddedResume';
import { openResumePdf } from './pdfDocument';
import { closePdf, type PdfDocument } from '../resumeCheck/pdfText';
import { readResumeDocument } from './readResumeDocument';

export interface DocumentResume {
  resume: JsonResume;
  /** How it was read: its embedded resume.json, or its layout. */
  from: 'embedded' | 'layout';
  /** The language the reader found in its headings and words (a layout's only). */
  language?: string;
  /** What the reader could not place, each with the line it came from. */
  unplaced: UnplacedLine[];
  /** What the owner should know of the reading, a line each. */
  notes: string[];
}

/** The embedded file as a JSON Resume, or why it is not one. */
function parsedEmbedded(bytes: Uint8Array): JsonResume | { problem: string } {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as JsonResume;
    return { problem: 'it is not a JSON object' };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

/**
 * The résumé `name` holds (its bytes, of `kind`), in `language` where the owner names one, or why
 * it cannot be read, in one line. Nothing is read of its layout until it passes the checks.
 */
export async function documentResume(
  name: string,
  { kind, bytes }: { kind: DocumentKind; bytes: Uint8Array },
  language?: string,
): Promise<DocumentResume | { problem: string }> {
  const notes: string[] = [];
  let pdf: PdfDocument | undefined;
  if (kind === 'pdf') {
    const opened = await openResumePdf(bytes, name);
    if ('problem' in opened) return opened;
    if ('embedded' in opened) {
      const embedded = parsedEmbedded(opened.embedded);
      if (!('problem' in embedded))
        return { resume: embedded, from: 'embedded', unplaced: [], notes };
      notes.push(
        `${name} carries a ${embeddedResumeName} that cannot be read (${embedded.problem}): read its layout instead`,
      );
    } else pdf = opened.document;
  }
  const read = await readResumeDocument(pdf ?? bytes, kind, language ? { language } : {}).finally(
    () => pdf && closePdf(pdf),
  );
  return {
    resume: read.resume,
    from: 'layout',
    language: read.language,
    unplaced: read.unplaced,
    notes,
  };
}
