/**
 * A Word résumé (.docx) as lines, from its body as wordDocument.ts reads it: each paragraph a
 * line (a line break in it starts another), its heading style, list numbering, bold runs, size,
 * the text after each tab as a cell of its own, and the addresses its hyperlinks go to; a table's
 * row of one-paragraph cells is one line of cells, any other table is read cell by cell.
 */
import { cleanText, type DocumentLine } from './documentLine';
import { wordBody, type WordElement } from './wordDocument';

/** The size taken for a run that sets none of its own: Word's default, 11 points. */
const defaultSize = 11;

interface Piece {
  text: string;
  bold: boolean;
  size: number;
  link?: string;
}

/** A paragraph's runs in lines (split at line breaks) of cells (split at tabs). */
function piecesOf(paragraph: WordElement): Piece[][][] {
  const lines: Piece[][][] = [[[]]];
  const walk = (element: WordElement, bold: boolean, size: number, link?: string) => {
    const line = lines.at(-1)!;
    if (element.type === 'text') {
      // A tab written as a character, not as Word's tab element, parts cells too.
      (element.value ?? '').split('\t').forEach((text, index) => {
        if (index > 0) line.push([]);
        line.at(-1)!.push({ text, bold, size, link });
      });
    } else if (element.type === 'tab') line.push([]);
    else if (element.type === 'break') lines.push([[]]);
    else
      for (const child of element.children ?? [])
        walk(
          child,
          element.type === 'run' ? !!element.isBold : bold,
          element.type === 'run' ? (element.fontSize ?? size) : size,
          element.type === 'hyperlink' ? (element.href ?? link) : link,
        );
  };
  walk(paragraph, false, defaultSize);
  return lines;
}

function paragraphLines(paragraph: WordElement, gapAbove: number): DocumentLine[] {
  const heading = !!paragraph.heading;
  const bullet = !!paragraph.listItem;
  return piecesOf(paragraph).flatMap((cellPieces) => {
    const pieces = cellPieces.flat().filter((piece) => piece.text.trim());
    const cells = cellPieces.map((cell) => cleanText(cell.map((piece) => piece.text).join('')));
    if (pieces.length === 0) return [];
    return [
      {
        text: cells.filter(Boolean).join(' '),
        cells: cells.filter(Boolean),
        size: Math.max(...pieces.map((piece) => piece.size)),
        bold: pieces.every((piece) => piece.bold),
        ...(heading && { heading }),
        ...(bullet && { bullet }),
        gapAbove,
        links: [...new Set(pieces.flatMap((piece) => (piece.link ? [piece.link] : [])))],
      },
    ];
  });
}

/** A Word file's lines, in the order written. */
export async function docxLines(docx: Uint8Array): Promise<DocumentLine[]> {
  const body = wordBody(docx);
  const lines: DocumentLine[] = [];
  let gapAbove = 0;
  const read = (element: WordElement) => {
    if (element.type === 'paragraph') {
      const read = paragraphLines(element, gapAbove);
      lines.push(...read);
      // An empty paragraph is a space between parts: the next line has more room above it.
      gapAbove = read.length ? 1 : 2;
    } else if (element.type === 'tableRow' && isRowOfFields(element)) {
      const cells = (element.children ?? []).flatMap((cell) =>
        (cell.children ?? []).flatMap((paragraph) => paragraphLines(paragraph, gapAbove)),
      );
      if (cells.length)
        lines.push({
          ...cells[0]!,
          text: cells.map((cell) => cell.text).join(' '),
          cells: cells.flatMap((cell) => cell.cells),
          bold: cells.every((cell) => cell.bold),
          links: cells.flatMap((cell) => cell.links),
        });
      gapAbove = 1;
    } else for (const child of element.children ?? []) read(child);
  };
  read(body);
  return lines;
}

/** A table row whose cells each hold one paragraph at most: a line of fields, not a layout. */
const isRowOfFields = (row: WordElement) =>
  (row.children ?? []).every(
    (cell) => (cell.children ?? []).filter((child) => child.type === 'paragraph').length <= 1,
  );
