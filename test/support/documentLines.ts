/**
 * Lines of a résumé as the readers hand them on (DocumentLine), written by a test, and the résumé
 * read from them: what a test of the reading after pdfLines and docxLines starts from.
 */
import type { DocumentLine } from '../../src/buildtime/resumeDocument/documentLine';
import { resumeOfSections } from '../../src/buildtime/resumeDocument/resumeOfSections';
import { readSections } from '../../src/buildtime/resumeDocument/sections';

/** A line of one cell, plain, of 10 points, set as a paragraph's lines are; `more` changes any. */
export const documentLine = (text: string, more: Partial<DocumentLine> = {}): DocumentLine => ({
  text,
  cells: more.cells ?? [text],
  size: 10,
  bold: false,
  gapAbove: 1.2,
  links: [],
  ...more,
});

/** The résumé the lines read as. */
export const resumeOfLines = (lines: DocumentLine[]) =>
  resumeOfSections(readSections(lines), lines).resume;
