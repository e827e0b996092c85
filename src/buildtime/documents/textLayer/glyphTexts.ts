/**
 * What each glyph stands for by itself, and the ToUnicode entries that say so to readers.
 * krilla gives every glyph of a cluster the whole cluster's text: a shadda glyph and the meem it
 * sits on both read "مّ", and Noto Sans' "o" and dot below of a decomposed "ọ" both read "ọ".
 */
import type { Glyph } from './pdf/pageContent';
import { widthOf, type Type0Font } from './pdf/type0Font';
import { unreadable } from './pdf/unreadable';

/** A character of a right-to-left script: Hebrew, Arabic, Syriac, Thaana, N'Ko and others. */
export const rightToLeftCharacter =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC\u{10800}-\u{10FFF}\u{1E800}-\u{1EEFF}]/u;
/** A combining mark (Unicode's category M): a shadda, a tanween, a dot below. */
export const combiningMark = /\p{M}/u;
/** A format character: ZWNJ, ZWJ, the bidirectional controls. */
export const formatCharacter = /\p{Cf}/u;

/** Each font's glyphs' own texts, by code. */
export type GlyphTexts = Map<Type0Font, Map<number, string>>;

export const ownTextOf = (texts: GlyphTexts, glyph: Glyph) =>
  glyph.font ? texts.get(glyph.font)?.get(glyph.code) : undefined;

const marksOf = (text: string) =>
  [...text].filter((character) => combiningMark.test(character)).join('');

/**
 * Text of the scripts whose clusters this splits right: a letter and the marks over or under it.
 * Indic and Southeast Asian scripts put vowel signs before their consonant and join letters in
 * ways that need more: their glyphs keep krilla's entries.
 */
const splitsRight =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Inherited}\p{Script=Common}]*$/u;

/**
 * Whether a text may read otherwise once drawn, whatever its fonts: it has a right-to-left letter,
 * a format character, or a letter of the scripts split right with a mark (as written or decomposed:
 * a font may draw "ọ" as "o" and a dot below). A PDF that draws no such text needs no rewrite.
 */
export const textMayReadOtherwise = (text: string) =>
  rightToLeftCharacter.test(text) ||
  formatCharacter.test(text) ||
  [...text].some(
    (character) => splitsRight.test(character) && combiningMark.test(character.normalize('NFD')),
  );

/**
 * Whether any text of the font may read otherwise once rewritten: a right-to-left letter or a
 * format character (ZWNJ), or a zero-width glyph whose entry holds marks. A document whose fonts
 * have none (English, German, Ukrainian, Chinese…) is left as Typst wrote it, its pages unread.
 */
export const mayReadOtherwise = (font: Type0Font) =>
  [...font.toUnicode].some(
    ([code, text]) =>
      rightToLeftCharacter.test(text) ||
      formatCharacter.test(text) ||
      (widthOf(font, code) === 0 && splitsRight.test(text) && !!marksOf(text.normalize('NFD'))),
  );

/**
 * What each glyph of these fonts stands for by itself: a zero-width glyph whose entry holds a
 * cluster's base and marks stands for its marks; a glyph whose entry holds marks that a
 * zero-width glyph beside it draws stands for the rest.
 */
export function glyphTexts(fonts: Type0Font[], glyphsInDrawingOrder: Glyph[]): GlyphTexts {
  const texts: GlyphTexts = new Map(fonts.map((font) => [font, new Map(font.toUnicode)]));
  for (const font of fonts) {
    for (const [code, text] of font.toUnicode) {
      if (widthOf(font, code) !== 0 || !splitsRight.test(text)) continue;
      const marks = marksOf(text) || marksOf(text.normalize('NFD'));
      if (marks && marks !== text) texts.get(font)!.set(code, marks);
    }
  }
  // krilla took a glyph's entry from where it is first drawn: the marks that zero-width glyphs
  // beside it draw there are theirs, not its.
  const seen = new Map(fonts.map((font) => [font, new Set<number>()]));
  glyphsInDrawingOrder.forEach(({ font, code, width }, index) => {
    if (!font || seen.get(font)!.has(code)) return;
    seen.get(font)!.add(code);
    const text = font.toUnicode.get(code);
    if (!text || width === 0 || !splitsRight.test(text)) return;
    const decomposed = marksOf(text) ? text : text.normalize('NFD');
    if (!marksOf(decomposed)) return;
    const rest = [...decomposed];
    for (const near of [index - 1, index + 1, index - 2, index + 2]) {
      const beside = glyphsInDrawingOrder[near];
      if (!beside || beside.font !== font || beside.width !== 0) continue;
      for (const character of texts.get(font)!.get(beside.code) ?? '') {
        const at = combiningMark.test(character) ? rest.lastIndexOf(character) : -1;
        if (at > 0) rest.splice(at, 1);
      }
    }
    const base = rest.join('').normalize('NFC');
    if (base && base !== text.normalize('NFC')) texts.get(font)!.set(code, base);
  });
  return texts;
}

/**
 * The ToUnicode entry that says a glyph's own text. Readers reverse the characters of a
 * right-to-left word drawn in visual order, so a right-to-left glyph of several characters
 * (lam-alef) has them in reverse, to come back in the order written.
 */
export function toUnicodeEntry(text: string): string {
  if ([...text].length < 2 || !rightToLeftCharacter.test(text)) return text;
  const characters = [...text].reverse();
  // pdf.js drops a glyph whose text ends in a format character (its /(\p{Cf})$/ test). A ZWNJ
  // that krilla put at the head of a right-to-left cluster would end the entry: the glyph before
  // it reads it instead (glyphAliases).
  while (characters.length > 1 && formatCharacter.test(characters.at(-1)!)) characters.pop();
  return characters.join('');
}

const utf16Hex = (text: string) =>
  Array.from({ length: text.length }, (_, index) =>
    text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase(),
  ).join('');

/** bfchar sections of at most 100 entries (the CMap format's limit), for these codes. */
function bfcharSections(entries: { code: number; entry: string }[]): string {
  let sections = '';
  for (let at = 0; at < entries.length; at += 100) {
    const section = entries.slice(at, at + 100);
    const lines = section.map(
      ({ code, entry }) =>
        `<${code.toString(16).padStart(4, '0').toUpperCase()}> <${utf16Hex(entry)}>`,
    );
    sections += `${section.length} beginbfchar\n${lines.join('\n')}\nendbfchar\n`;
  }
  return sections;
}

/**
 * The fonts' ToUnicode CMaps with each glyph's own entries, and the entries of codes `added`
 * to them, by object, where that changes them.
 */
export function rewrittenCMaps(
  fonts: Type0Font[],
  texts: GlyphTexts,
  added: Map<Type0Font, { code: number; entry: string }[]>,
): Map<number, Buffer> {
  const rewritten = new Map<number, Buffer>();
  for (const font of fonts) {
    if (!font.cmap) continue;
    const own = texts.get(font);
    let text = font.cmap.text.replace(/beginbfchar[\s\S]*?endbfchar/g, (section) =>
      section.replace(
        /<([0-9A-Fa-f]+)>(\s*)<([0-9A-Fa-f]*)>/g,
        (entry, code: string, space: string) => {
          const ownText = own?.get(parseInt(code, 16));
          return ownText === undefined
            ? entry
            : `<${code}>${space}<${utf16Hex(toUnicodeEntry(ownText))}>`;
        },
      ),
    );
    const newEntries = added.get(font) ?? [];
    if (newEntries.length > 0) {
      if (!/\bendcmap\b/.test(text)) unreadable('a ToUnicode CMap without endcmap');
      text = text.replace(/\bendcmap\b/, `${bfcharSections(newEntries)}endcmap`);
    }
    if (text !== font.cmap.text) rewritten.set(font.cmap.objectNumber, Buffer.from(text, 'latin1'));
  }
  return rewritten;
}
