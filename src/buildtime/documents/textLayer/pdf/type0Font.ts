/**
 * A Type0 font with the Identity-H encoding, as Typst writes every font of text: each glyph's
 * width, and the text its ToUnicode CMap gives each glyph.
 */
import { lookUp, objectOf, resolved, streamData, type PdfFile, type PdfObject } from './pdfFile';
import { ofKind, type PdfValue } from './pdfValues';
import { unreadable } from './unreadable';

export interface Type0Font {
  widths: Map<number, number>;
  defaultWidth: number;
  /** The text of each glyph, by its code (which is its glyph id). */
  toUnicode: Map<number, string>;
  /** The ToUnicode CMap's object and text, to write again. */
  cmap: { objectNumber: number; text: string } | null;
  /**
   * Its descendant, when it is a CIDFontType2 object whose codes are its glyph ids (/CIDToGIDMap
   * /Identity): a glyph may then be drawn with a new code (glyphAliases).
   */
  identityCidFont: PdfObject | null;
}

export const widthOf = (font: Type0Font, code: number) =>
  font.widths.get(code) ?? font.defaultWidth;

/** The font, or null when it is not a Type0 font with the Identity-H encoding. */
export function readType0Font(file: PdfFile, font: PdfValue): Type0Font | null {
  const subtype = lookUp(file, font, 'Subtype', 'name')?.value;
  const encoding = lookUp(file, font, 'Encoding', 'name')?.value;
  if (subtype !== 'Type0' || encoding !== 'Identity-H') return null;
  const descendants = lookUp(file, font, 'DescendantFonts', 'array')?.items ?? [];
  if (descendants.length !== 1) unreadable('a Type0 font has no one descendant font');
  const cidFont = resolved(file, descendants[0]);
  const toUnicode = ofKind(
    ofKind(font, 'dictionary', 'a font')!.entries.get('ToUnicode'),
    'reference',
    "a font's /ToUnicode",
  );
  const cmap = toUnicode && {
    objectNumber: toUnicode.number,
    text: streamData(file, objectOf(file, toUnicode.number)).toString('latin1'),
  };
  return {
    widths: widthsOf(lookUp(file, cidFont, 'W', 'array')?.items ?? []),
    defaultWidth: lookUp(file, cidFont, 'DW', 'number')?.value ?? 1000,
    toUnicode: cmap ? cmapEntries(cmap.text) : new Map(),
    cmap: cmap ?? null,
    identityCidFont: identityMappedCidFont(file, descendants[0]!),
  };
}

function identityMappedCidFont(file: PdfFile, descendant: PdfValue): PdfObject | null {
  if (descendant.kind !== 'reference') return null;
  const cidFont = objectOf(file, descendant.number);
  // A CIDFontType0 finds its glyphs through its CFF's charset, which a new code is not in.
  if (lookUp(file, cidFont.value, 'Subtype', 'name')?.value !== 'CIDFontType2') return null;
  const map = ofKind(cidFont.value, 'dictionary', 'a CID font')!.entries.get('CIDToGIDMap');
  const identity = map === undefined || (map.kind === 'name' && map.value === 'Identity');
  return identity ? cidFont : null;
}

/** A CID font's /W: `first [w1 w2 …]` or `first last w`, in turn. */
function widthsOf(w: PdfValue[]): Map<number, number> {
  const widths = new Map<number, number>();
  const number = (value: PdfValue | undefined) =>
    ofKind(value, 'number', 'a font width')?.value ?? unreadable("a font's /W ends too soon");
  for (let at = 0; at < w.length;) {
    const first = number(w[at]);
    const next = w[at + 1];
    if (next?.kind === 'array') {
      next.items.forEach((width, index) => widths.set(first + index, number(width)));
      at += 2;
    } else {
      const width = number(w[at + 2]);
      for (let code = first; code <= number(next); code += 1) widths.set(code, width);
      at += 3;
    }
  }
  return widths;
}

const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

/** The text each code stands for, from a CMap's bfchar sections (krilla writes no ranges). */
function cmapEntries(cmap: string): Map<number, string> {
  if (cmap.includes('beginbfrange')) unreadable('a ToUnicode CMap with ranges');
  const entries = new Map<number, string>();
  for (const [, section = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code = '', text = ''] of section.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g))
      entries.set(parseInt(code, 16), utf16(text));
  return entries;
}
