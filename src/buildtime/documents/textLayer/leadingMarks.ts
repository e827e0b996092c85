/**
 * Typst draws a right-to-left word whose last letter carries a mark (the shadda of وأودّ) as a
 * block that starts with the mark, of zero width, then moves back onto the letter under it.
 * pdf.js begins an item with the mark; an item of zero width has no direction, so the move back
 * ends it, and the mark reads apart from its word and before it. The letter and its marks are
 * drawn after the rest of their text object instead, exactly where they were, the marks in a
 * marked-content section of their own: pdf.js reads the rest of the word, the letter, then the
 * marks, each touching the one before.
 * The marks alone would do for pdf.js, but poppler makes words of glyphs drawn one after another:
 * a mark drawn after the whole word, inside it, gets a line of its own and breaks the line there.
 * After the letter alone, the line stays whole (poppler reads the mark with the letter beside its
 * own, as it reads Typst's PDF).
 */
import type { Operation } from './pdf/contentOperations';
import { ownTextOf, rightToLeftCharacter, type GlyphTexts } from './glyphTexts';
import type { Glyph, PageContent } from './pdf/pageContent';
import { numberValue, serialized } from './pdf/pdfValues';

interface LeadingMarks {
  /**
   * The glyphs to take out of the operations that draw them, each with the TJ number that moves
   * as far as it did (recodedOperations).
   */
  takenOut: Map<Glyph, number>;
  /** What to write before an operation, by its index: the glyphs drawn again. */
  drawnBefore: Map<number, Buffer>;
}

const marksOnly = /^\p{M}+$/u;
/**
 * What may come between the glyphs taken out and where they are drawn again: operators that draw
 * text, or set nothing they are drawn with but what is set again for them (Tr, Tf, Tm).
 */
const textOperators = new Set(['Tr', 'Tf', 'Tm', 'Td', 'Tj', 'TJ']);
const markedContentOperators = new Set(['BDC', 'BMC', 'EMC']);

/**
 * Where glyphs drawn from the operation `from` on are drawn again: before the first
 * marked-content operator or ET after it, when only EMCs, that ET and a Q follow, so that
 * nothing is drawn after them with the state they set. Null when anything else comes between.
 */
function placeAfter(operations: Operation[], from: number, omitted: Set<number>): number | null {
  const kept = (index: number) => !omitted.has(index);
  let at = from + 1;
  for (; at < operations.length; at += 1) {
    const { operator } = operations[at]!;
    if (kept(at) && (operator === 'ET' || markedContentOperators.has(operator))) break;
    if (kept(at) && !textOperators.has(operator)) return null;
  }
  const place = at;
  while (at < operations.length && (!kept(at) || operations[at]!.operator === 'EMC')) at += 1;
  if (operations[at]?.operator !== 'ET') return null;
  for (at += 1; at < operations.length && !kept(at); at += 1);
  return operations[at]?.operator === 'Q' ? place : null;
}

/** The operations that draw the glyph again by itself, in its font, size and rendering mode. */
function drawnAgain(glyph: Glyph, code: number): string[] {
  const { fontName, renderingMode, textMatrix } = glyph.drawing;
  const numbers = (values: number[]) =>
    values.map((value) => serialized(numberValue(value))).join(' ');
  const string = serialized({ kind: 'string', bytes: Buffer.from([code >> 8, code & 0xff]) });
  return [
    `${renderingMode} Tr`,
    `${serialized({ kind: 'name', value: fontName })} ${serialized(numberValue(glyph.size))} Tf`,
    `${numbers(textMatrix)} Tm`,
    `${string} Tj`,
  ];
}

/**
 * The marks of the page to draw after their word, with the letter under them: those that begin
 * what pdf.js reads as an item (the glyphs between two marked-content operators not omitted) of
 * right-to-left text, when that letter follows them in the same text object, back under them.
 */
export function leadingMarks(
  { operations, glyphs }: PageContent,
  texts: GlyphTexts,
  omitted: Set<number>,
  codeOf: Map<Glyph, number>,
): LeadingMarks {
  const takenOut = new Map<Glyph, number>();
  const drawnBefore = new Map<number, Buffer>();
  // A letter's place is a number standing in for its width, which character spacing would add to.
  if (operations.some(({ operator }) => operator === 'Tc')) return { takenOut, drawnBefore };
  const sectionOfOperation: number[] = [];
  const textObjectOfOperation: number[] = [];
  operations.forEach(({ operator }, index) => {
    const boundary = markedContentOperators.has(operator) && !omitted.has(index);
    sectionOfOperation.push((sectionOfOperation.at(-1) ?? 0) + (boundary ? 1 : 0));
    textObjectOfOperation.push((textObjectOfOperation.at(-1) ?? 0) + (operator === 'BT' ? 1 : 0));
  });
  const sectionOf = (glyph: Glyph) => sectionOfOperation[glyph.shownBy.operation]!;
  const textObjectOf = (glyph: Glyph) => textObjectOfOperation[glyph.shownBy.operation]!;
  const isMark = (glyph: Glyph) =>
    glyph.width === 0 && glyph.x0 === glyph.x1 && marksOnly.test(ownTextOf(texts, glyph) ?? '');

  glyphs.forEach((first, start) => {
    const section = sectionOf(first);
    if (start > 0 && sectionOf(glyphs[start - 1]!) === section) return;
    let end = start;
    while (glyphs[end] && sectionOf(glyphs[end]!) === section && isMark(glyphs[end]!)) end += 1;
    const marks = glyphs.slice(start, end);
    const [letter, lastMark] = [glyphs[end], marks.at(-1)];
    if (!lastMark || !letter || letter.width === 0) return;
    if (sectionOf(letter) !== section || textObjectOf(letter) !== textObjectOf(lastMark)) return;
    const onTheLetter = marks.every(({ x0 }) => letter.x0 - 0.01 <= x0 && x0 <= letter.x1 + 0.01);
    if (!onTheLetter || letter.x0 >= lastMark.x0 - 0.001) return;
    let rightToLeft = false;
    for (let at = start; glyphs[at] && sectionOf(glyphs[at]!) === section; at += 1) {
      const glyph = glyphs[at]!;
      rightToLeft ||= glyph.reversed || rightToLeftCharacter.test(ownTextOf(texts, glyph) ?? '');
    }
    const place = rightToLeft ? placeAfter(operations, first.shownBy.operation, omitted) : null;
    if (place === null) return;
    const again = (glyph: Glyph) => drawnAgain(glyph, codeOf.get(glyph) ?? glyph.code);
    const lines = [...again(letter), '/Span BMC', ...marks.flatMap(again), 'EMC'];
    drawnBefore.set(place, Buffer.from(lines.join('\n'), 'latin1'));
    for (const mark of marks) takenOut.set(mark, 0);
    takenOut.set(letter, -letter.width);
  });
  return { takenOut, drawnBefore };
}
