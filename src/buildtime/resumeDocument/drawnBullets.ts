/**
 * The bullets a page draws as shapes, not as glyphs: a browser prints a CSS list marker (a disc,
 * a square) as a small filled path before the item's words, which the text layer does not hold.
 * Found in pdf.js's operator list: each filled path's box, placed by the transformations in
 * force; a line whose first words stand just after one is a list's item.
 */
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import { applied, identity, times, type Matrix } from '../documents/textLayer/pdf/matrix';
import { loadPdfjs } from '../resumeCheck/pdfText';

/** A box on the page, in the PDF's own units (the text's). */
export interface DrawnMark {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** A path's box [left, bottom, right, top], as pdf.js gives it, placed by `matrix`. */
function placedBox([left, bottom, right, top]: Float32Array, matrix: Matrix): DrawnMark {
  const corners = [
    applied(matrix, left!, bottom!),
    applied(matrix, right!, top!),
    applied(matrix, left!, top!),
    applied(matrix, right!, bottom!),
  ];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    bottom: Math.min(...ys),
    top: Math.max(...ys),
  };
}

/**
 * The filled paths a page draws no larger than `largest` each way: what may be bullets. pdf.js
 * gives each path as one operation with the operation that paints it and its box.
 */
export async function smallFilledShapes(page: PDFPageProxy, largest: number): Promise<DrawnMark[]> {
  const [{ OPS }, { fnArray, argsArray }] = await Promise.all([
    loadPdfjs(),
    page.getOperatorList(),
  ]);
  const fills = new Set<number>([
    OPS.fill,
    OPS.eoFill,
    OPS.fillStroke,
    OPS.eoFillStroke,
    OPS.closeFillStroke,
    OPS.closeEOFillStroke,
  ]);
  const marks: DrawnMark[] = [];
  const saved: Matrix[] = [];
  let matrix: Matrix = identity;
  fnArray.forEach((operation, index) => {
    const args = argsArray[index] as unknown[] | null;
    if (operation === OPS.save) saved.push(matrix);
    else if (operation === OPS.restore) matrix = saved.pop() ?? matrix;
    else if (operation === OPS.transform) matrix = times(args as Matrix, matrix);
    else if (operation === OPS.paintFormXObjectBegin) {
      saved.push(matrix);
      if (Array.isArray(args?.[0])) matrix = times(args[0] as Matrix, matrix);
    } else if (operation === OPS.paintFormXObjectEnd) matrix = saved.pop() ?? matrix;
    else if (operation === OPS.constructPath) {
      const [painting, , pathBox] = args as [number, unknown, Float32Array | null];
      if (!fills.has(painting) || !pathBox) return;
      const box = placedBox(pathBox, matrix);
      if (box.right - box.left <= largest && box.top - box.bottom <= largest) marks.push(box);
    }
  });
  return marks;
}

/** Words on a line: where they start and end, their baseline and their size. */
export interface Words {
  x: number;
  right: number;
  y: number;
  size: number;
}

/**
 * Whether a bullet is drawn just before words (on their left, or on the right of right-to-left
 * words): a filled shape about as wide as tall, a tenth to three fifths of the letters' size,
 * across the middle of their small letters, less than three letters' sizes from them.
 */
export function bulletBefore(marks: DrawnMark[], words: Words, side: 'left' | 'right' = 'left') {
  return marks.some((mark) => {
    const width = mark.right - mark.left;
    const height = mark.top - mark.bottom;
    const middle = (mark.top + mark.bottom) / 2;
    const gap = side === 'right' ? mark.left - words.right : words.x - mark.right;
    return (
      width >= 0.1 * words.size &&
      Math.max(width, height) <= 0.6 * words.size &&
      Math.max(width, height) <= 2 * Math.min(width, height) &&
      middle > words.y &&
      middle < words.y + 0.6 * words.size &&
      gap >= 0 &&
      gap < 3 * words.size
    );
  });
}
