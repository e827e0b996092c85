/**
 * The Tj and TJ operations that draw glyphs with new codes (glyphAliases), or glyphs drawn again
 * elsewhere (leadingMarks), written again.
 */
import type { Glyph, PageContent } from './pdf/pageContent';
import { numberValue, serialized, type PdfValue } from './pdf/pdfValues';
import { unreadable } from './pdf/unreadable';

/** A glyph taken out of a Tj or TJ, and the number that moves as far as it did. */
interface Cut {
  item: number;
  offset: number;
  number: number;
}

/**
 * Each operation of the page that draws an occurrence of `codeOf` or of `takenOut`, by its index:
 * the same operands but for those occurrences' codes, and the number of each glyph taken out in
 * its place (a TJ, then). An operation left with nothing to show or move is written as nothing.
 */
export function recodedOperations(
  { operations, glyphs }: PageContent,
  codeOf: Map<Glyph, number>,
  takenOut: Map<Glyph, number>,
): Map<number, Buffer> {
  const shown = new Map<number, PdfValue[]>();
  const cuts = new Map<number, Cut[]>();
  for (const glyph of glyphs) {
    const code = codeOf.get(glyph);
    const number = takenOut.get(glyph);
    if (code === undefined && number === undefined) continue;
    const { operation, item, offset } = glyph.shownBy;
    if (!shown.has(operation)) shown.set(operation, copiedStrings(operations[operation]!.operands));
    const string = shown.get(operation)![item];
    if (string?.kind !== 'string') unreadable('a glyph drawn by no string');
    if (code !== undefined) string.bytes.writeUInt16BE(code, offset);
    if (number !== undefined)
      cuts.set(operation, [...(cuts.get(operation) ?? []), { item, offset, number }]);
  }
  const written = new Map<number, Buffer>();
  for (const [operation, strings] of shown) {
    const cut = cuts.get(operation);
    const items = cut ? withGlyphsCut(strings, cut) : strings;
    const operator = cut ? 'TJ' : operations[operation]!.operator;
    const operand = operator === 'TJ' ? { kind: 'array' as const, items } : items[0];
    const text = items.length > 0 && operand ? `${serialized(operand)} ${operator}` : '';
    written.set(operation, Buffer.from(text, 'latin1'));
  }
  return written;
}

/** What a Tj or TJ shows, its strings copied. */
function copiedStrings([first]: PdfValue[]): PdfValue[] {
  const items = first?.kind === 'array' ? first.items : first ? [first] : [];
  return items.map((item) =>
    item.kind === 'string' ? { kind: 'string', bytes: Buffer.from(item.bytes) } : item,
  );
}

/**
 * The items with a number in place of each glyph cut, then without empty strings, numbers side by
 * side added up and numbers of zero: a TJ that moves as far as before.
 */
function withGlyphsCut(items: PdfValue[], cuts: Cut[]): PdfValue[] {
  const pieces = items.flatMap((value, index): PdfValue[] => {
    if (value.kind !== 'string') return [value];
    const here = cuts.filter(({ item }) => item === index).sort((a, b) => a.offset - b.offset);
    let from = 0;
    const split: PdfValue[] = [];
    for (const { offset, number } of here) {
      split.push(
        { kind: 'string', bytes: value.bytes.subarray(from, offset) },
        numberValue(number),
      );
      from = offset + 2;
    }
    return [...split, { kind: 'string', bytes: value.bytes.subarray(from) }];
  });
  const merged: PdfValue[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (piece.kind === 'string' && piece.bytes.length === 0) continue;
    if (piece.kind === 'number' && last?.kind === 'number')
      merged[merged.length - 1] = numberValue(last.value + piece.value);
    else merged.push(piece);
  }
  return merged.filter((piece) => piece.kind !== 'number' || piece.value !== 0);
}
