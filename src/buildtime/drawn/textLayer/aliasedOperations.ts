/** The Tj and TJ operations that draw glyphs with new codes (glyphAliases), written again. */
import type { Glyph, PageContent } from './pageContent';
import { serialized, type PdfValue } from './pdfValues';
import { unreadable } from './unreadable';

/**
 * Each operation of the page that draws an occurrence of `codeOf`, by its index: the same
 * operands but for those occurrences' codes.
 */
export function aliasedOperations(
  { operations, glyphs }: PageContent,
  codeOf: Map<Glyph, number>,
): Map<number, Buffer> {
  const shown = new Map<number, PdfValue[]>();
  for (const glyph of glyphs) {
    const code = codeOf.get(glyph);
    if (code === undefined) continue;
    const { operation, item, offset } = glyph.shownBy;
    if (!shown.has(operation)) shown.set(operation, copiedStrings(operations[operation]!.operands));
    const string = shown.get(operation)![item];
    if (string?.kind !== 'string') unreadable('a glyph drawn by no string');
    string.bytes.writeUInt16BE(code, offset);
  }
  const written = new Map<number, Buffer>();
  for (const [operation, strings] of shown) {
    const { operator } = operations[operation]!;
    const operand = operator === 'TJ' ? { kind: 'array' as const, items: strings } : strings[0]!;
    written.set(operation, Buffer.from(`${serialized(operand)} ${operator}`, 'latin1'));
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
