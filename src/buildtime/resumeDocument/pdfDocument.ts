/**
 * A résumé PDF opened before its layout is read: refused in one line when it cannot be read
 * (locked with a password, broken), is longer than a résumé is, or has no text to read (a scan);
 * its embedded resume.json, where it carries one; else the document, left open for the reader
 * (pdf.js parses it and its fonts once), for the caller to destroy.
 */
import { closePdf, embeddedFiles, openPdf, type PdfDocument } from '../resumeCheck/pdfText';
import { embeddedResumeName } from './embeddedResume';

/** A résumé is one to three pages; ten is as many as the import reads. */
export const mostPages = 10;

/** Why pdf.js could not open it, as the owner can act on it. */
function unopened(name: string, error: unknown): string {
  const { name: kind, message } = error as Error;
  if (kind === 'PasswordException')
    return `${name} is locked with a password: save or print it again without one (in a PDF reader: Print → Save as PDF)`;
  return `${name} is a broken PDF (${message.replace(/\.$/, '')}): export it again from the program that made it`;
}

export async function openResumePdf(
  bytes: Uint8Array,
  name: string,
): Promise<{ embedded: Uint8Array } | { document: PdfDocument } | { problem: string }> {
  let document: PdfDocument;
  try {
    document = await openPdf(bytes);
  } catch (error) {
    return { problem: unopened(name, error) };
  }
  let open = false;
  try {
    const pages = document.numPages;
    if (pages > mostPages)
      return {
        problem: `${name} has ${pages} pages, more than the ${mostPages} a résumé may have: give the résumé alone`,
      };
    const embedded = (await embeddedFiles(document)).find(
      ({ filename }) => filename === embeddedResumeName,
    );
    if (embedded) return { embedded: embedded.content };
    for (let number = 1; number <= pages; number += 1) {
      const { items } = await (await document.getPage(number)).getTextContent();
      if (items.some((item) => 'str' in item && item.str.trim())) {
        open = true;
        return { document };
      }
    }
    return {
      problem: `${name} has no text to read, only pictures of it (a scan?): it needs a text layer. Export it again from the program that wrote it, or run OCR on it (ocrmypdf ${name} with-text.pdf) and import that`,
    };
  } catch (error) {
    return { problem: unopened(name, error) };
  } finally {
    if (!open) await closePdf(document);
  }
}
