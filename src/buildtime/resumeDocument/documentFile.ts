/**
 * A résumé given as a document (a PDF, or a Word file), known by its first bytes and its name,
 * and refused in one line before anything reads its layout when it is too big or not what its
 * name says.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isZip, readZip } from '../zipArchive';

export type DocumentKind = 'pdf' | 'docx';

/** A résumé is a few pages: a bigger file is a scan at print resolution, or not a résumé. */
export const largestDocument = 20 * 1024 * 1024;

/** The part of a .docx (an Office Open XML package) that holds its text. */
const wordDocumentPart = 'word/document.xml';

/** PDF readers find the header within the first kilobyte, after any bytes a mailer put there. */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes('%PDF-');

/** Microsoft's compound file, which holds an old .doc and a .docx encrypted with a password. */
const isCompoundFile = (bytes: Buffer) =>
  bytes.length >= 8 && bytes.readBigUInt64BE(0) === 0xd0cf11e0a1b11ae1n;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The document `file` is, with its bytes; undefined when it is neither a PDF nor a Word file by
 * its bytes or name (a JSON Resume, LinkedIn's export); or why it cannot be imported.
 */
export function resumeDocumentOf(
  file: string,
): { kind: DocumentKind; bytes: Buffer } | { problem: string } | undefined {
  if (fs.statSync(file).isDirectory()) return undefined;
  const name = path.basename(file);
  const named = /\.pdf$/i.test(name) ? 'pdf' : /\.docx?$/i.test(name) ? 'docx' : undefined;
  const handle = fs.openSync(file, 'r');
  const head = Buffer.alloc(1024);
  const headLength = fs.readSync(handle, head, 0, head.length, 0);
  fs.closeSync(handle);
  const start = head.subarray(0, headLength);
  const kind: DocumentKind | undefined = isPdf(start) ? 'pdf' : named;
  if (!kind) return undefined;

  const { size } = fs.statSync(file);
  if (size > largestDocument)
    return {
      problem: `${name} is ${megabytes(size)}, over the ${megabytes(largestDocument)} a résumé document may be: export it again without full-resolution images, or give its resume.json`,
    };
  if (kind === 'pdf' && !isPdf(start))
    return {
      problem: `${name} is not a PDF: it does not start as one (%PDF-); export the résumé as PDF again`,
    };
  const bytes = fs.readFileSync(file);
  if (kind === 'pdf') return { kind, bytes };

  if (isCompoundFile(bytes))
    return {
      problem: `${name} is an old Word .doc, or a .docx locked with a password: open it in your word processor and save it as a Word document (.docx) without a password`,
    };
  const notWord = `${name} is not a Word document (.docx)`;
  if (!isZip(bytes))
    return {
      problem: `${notWord}: it is not the ZIP package every .docx is; save it from your word processor as .docx, or export it as PDF`,
    };
  const read = readZip(bytes, (part) => part === wordDocumentPart);
  if ('problem' in read) return { problem: `${notWord}: ${read.problem}` };
  if (!read.files.has(wordDocumentPart))
    return {
      problem: `${notWord}: the package has no ${wordDocumentPart}, where a .docx keeps its text; save it from your word processor as .docx, or export it as PDF`,
    };
  return { kind, bytes };
}
