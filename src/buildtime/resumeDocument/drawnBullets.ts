/**
 * The bullets a page draws as shapes, not as glyphs: a browser prints a CSS list marker (a disc,
 * a square) as a small filled path before the item's words, which the text layer does not hold.
 * Found in pdf.js's operator list: each filled path's box, placed by the transformations in
 * force; a line whose first words stand just after one is a list's item.
 */
import { applied, identity, times, type Matrix } from '../documents/textLayer/pdf/matrix';
import { pdfOperators as OPS } from '../resumeCheck/pdfText';

/** A box on the page, in the PDF's own units (the text's). */
export interface DrawnMark {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** How many numbers each path operator takes. */
const pathArguments = new Map<number, number>([
  [OPS.moveTo, 2],
  [OPS.lineTo, 2],
  [OPS.curveTo, 6],
  [OPS.curveTo2, 4],
  [OPS.curveTo3, 4],
  [OPS.rectangle, 4],
  [OPS.closePath, 0],
]);
const fills = new Set<number>([
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);

/** The box of a path's points (curves' control points too: near enough for a mark's size). */
function pathBox(operations: number[], numbers: number[], matrix: Matrix): DrawnMark {
  const xs: number[] = [];
  const ys: number[] = [];
  let at = 0;
  for (const operation of operations) {
    const count = pathArguments.get(operation) ?? 0;
    const points =
      operation === OPS.rectangle
        ? [
            [numbers[at]!, numbers[at + 1]!],
            [numbers[at]! + numbers[at + 2]!, numbers[at + 1]! + numbers[at + 3]!],
          ]
        : Array.from({ length: count / 2 }, (_, index) => [
            numbers[at + 2 * index]!,
            numbers[at + 2 * index + 1]!,
          ]);
    for (const [x = 0, y = 0] of points) {
      const [pageX, pageY] = applied(matrix, x, y);
      xs.push(pageX);
      ys.push(pageY);
    }
    at += count;
  }
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    bottom: Math.min(...ys),
    top: Math.max(...ys),
  };
}

/** The filled paths of a page no larger than `largest` each way: what may be bullets. */
export function smallFilledShapes(
  operatorList: { fnArray: number[]; argsArray: unknown[] },
  largest: number,
): DrawnMark[] {
  const marks: DrawnMark[] = [];
  const saved: Matrix[] = [];
  let matrix: Matrix = identity;
  const { fnArray, argsArray } = operatorList;
  fnArray.forEach((operation, index) => {
    const args = argsArray[index] as unknown[] | null;
    if (operation === OPS.save) saved.push(matrix);
    else if (operation === OPS.restore) matrix = saved.pop() ?? matrix;
    else if (operation === OPS.transform) matrix = times(args as Matrix, matrix);
    else if (operation === OPS.paintFormXObjectBegin) {
      saved.push(matrix);
      if (Array.isArray(args?.[0])) matrix = times(args[0] as Matrix, matrix);
    } else if (operation === OPS.paintFormXObjectEnd) matrix = saved.pop() ?? matrix;
    else if (operation === OPS.constructPath && fills.has(fnArray[index + 1]!)) {
      const [operations, numbers] = args as [number[], number[]];
      const box = pathBox(operations, numbers, matrix);
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
