/**
 * Glyphs drawn with a code of their own, where one occurrence must read otherwise than the code
 * it shares. krilla puts a Persian ZWNJ (U+200C) at the head of the next letter's cluster, and
 * once reversed for a right-to-left word (toUnicodeEntry) the ZWNJ cannot stay in that glyph's
 * entry, as pdf.js drops a glyph whose text ends in a format character. It goes to the letter
 * before it in reading order, whose glyph other words draw without it: that one occurrence is
 * drawn with a new code, which draws the same glyph and reads ZWNJ and letter.
 */
import {
  formatCharacter,
  ownTextOf,
  rightToLeftCharacter,
  toUnicodeEntry,
  type GlyphTexts,
} from './glyphTexts';
import type { Glyph, MarkedContentParent, PageContent } from './pdf/pageContent';
import type { PdfObject } from './pdf/pdfFile';
import { textOfString } from './pdf/pdfValues';
import { widthOf, type Type0Font } from './pdf/type0Font';

/** A new code of a font, that draws the glyph of another code with a ToUnicode entry of its own. */
export interface GlyphAlias {
  code: number;
  /** The glyph it draws: the code it stands in for, which is its glyph id. */
  glyphId: number;
  width: number;
  entry: string;
}

/**
 * A font that can draw a glyph with a new code: its CID font maps codes to glyphs as their ids,
 * so that a /CIDToGIDMap can map a new one (aliasedFonts), and a ToUnicode CMap says what each
 * reads.
 */
export type AliasableFont = Type0Font & {
  identityCidFont: PdfObject;
  cmap: NonNullable<Type0Font['cmap']>;
};

const isAliasable = (font: Type0Font | null): font is AliasableFont =>
  font !== null && font.identityCidFont !== null && font.cmap !== null;

export interface GlyphAliases {
  /** The new code of each occurrence drawn with one. */
  codeOf: Map<Glyph, number>;
  /** The text each of them stands for. */
  textOf: Map<Glyph, string>;
  /** The format characters an occurrence's cluster began with, that the glyph before it reads. */
  handedOn: Map<Glyph, string>;
  /** Each font's new codes; the font holds the CID font that maps them (aliasedFonts). */
  ofFont: Map<AliasableFont, GlyphAlias[]>;
}

const leadingFormatCharacters = new RegExp(`^${formatCharacter.source}+`, 'u');
const trailingFormatCharacters = new RegExp(`${formatCharacter.source}+$`, 'u');

/**
 * The text krilla gave each glyph that it wrapped in an /ActualText span (an occurrence whose
 * text differs from its code's entry): the span's when the glyph is its only one with a width,
 * none ('') when it shares the span with others.
 */
function actualTextsOf(root: MarkedContentParent): Map<Glyph, string> {
  const actualTexts = new Map<Glyph, string>();
  const visit = (parent: MarkedContentParent) => {
    for (const block of parent.children) {
      const actualText = block.properties?.get('ActualText');
      if (actualText?.kind === 'string') {
        const wide = block.glyphs.filter(({ width }) => width !== 0);
        const text = wide.length === 1 ? textOfString(actualText.bytes) : '';
        for (const glyph of wide) actualTexts.set(glyph, text);
      }
      visit(block);
    }
  };
  visit(root);
  return actualTexts;
}

/**
 * The text each occurrence that must read otherwise stands for, and the format characters handed
 * on to it by the occurrence after it: a right-to-left glyph whose cluster begins with a ZWNJ
 * hands it to the glyph drawn just right of it on its line (the one before it in reading order),
 * when there is exactly one; a glyph whose cluster ends in one reads it where a letter follows.
 */
function occurrenceTexts(content: PageContent, texts: GlyphTexts) {
  const wanted = new Map<Glyph, string>();
  const handedOn = new Map<Glyph, { to: Glyph; characters: string }>();
  const actualTexts = actualTextsOf(content.root);
  const wide = content.glyphs.filter(
    (glyph): glyph is Glyph & { font: Type0Font } => glyph.font !== null && glyph.width !== 0,
  );
  const rightToLeft = (glyph: Glyph) =>
    glyph.reversed || rightToLeftCharacter.test(ownTextOf(texts, glyph) ?? '');
  /** The right-to-left glyphs drawn against a glyph's left (after it) or right (before it). */
  const besideOnItsLine = (glyph: Glyph, side: 'left' | 'right') =>
    wide.filter(
      (other) =>
        other !== glyph &&
        rightToLeft(other) &&
        Math.abs(other.y - glyph.y) < 0.35 * glyph.size &&
        Math.abs(side === 'left' ? other.x1 - glyph.x0 : other.x0 - glyph.x1) < 0.05 * glyph.size,
    );
  for (const glyph of wide) {
    if (!rightToLeft(glyph)) continue;
    const clusterText = actualTexts.get(glyph) ?? glyph.font.toUnicode.get(glyph.code) ?? '';
    // A ZWNJ krilla put at the end of a letter's cluster (the part of a word before it): read
    // where its span says so, or where its code's entry says so and a letter follows on the
    // line; not at the end of a word.
    const own = ownTextOf(texts, glyph) ?? '';
    const [trail] = trailingFormatCharacters.exec(clusterText) ?? [];
    const [ownTrail] = trailingFormatCharacters.exec(own) ?? [];
    if (trail && actualTexts.has(glyph) && clusterText === own + trail)
      wanted.set(glyph, (wanted.get(glyph) ?? own) + trail);
    else if (ownTrail && !actualTexts.has(glyph) && besideOnItsLine(glyph, 'left').length === 0)
      wanted.set(glyph, own.slice(0, -ownTrail.length));
    const [lead] = leadingFormatCharacters.exec(clusterText) ?? [];
    if (!lead) continue;
    const [to, ...more] = besideOnItsLine(glyph, 'right');
    if (!to || more.length > 0) continue;
    wanted.set(to, (wanted.get(to) ?? ownTextOf(texts, to) ?? '') + lead);
    handedOn.set(glyph, { to, characters: lead });
  }
  return { wanted, handedOn };
}

/** Each font's highest code in use: in its widths, its ToUnicode CMap, or drawn. */
function highestCodes(contents: PageContent[]): Map<Type0Font, number> {
  const highest = new Map<Type0Font, number>();
  for (const { font, code } of contents.flatMap(({ glyphs }) => glyphs)) {
    if (!font) continue;
    const listed =
      highest.get(font) ?? Math.max(0, ...font.widths.keys(), ...font.toUnicode.keys());
    highest.set(font, Math.max(listed, code));
  }
  return highest;
}

/**
 * The occurrences drawn with new codes, and those codes. An occurrence whose font cannot map a
 * new code to its glyph (see Type0Font.identityCidFont) keeps its code, and reads as it does.
 */
export function glyphAliases(contents: PageContent[], texts: GlyphTexts): GlyphAliases {
  const aliases: GlyphAliases = {
    codeOf: new Map(),
    textOf: new Map(),
    handedOn: new Map(),
    ofFont: new Map(),
  };
  const highest = highestCodes(contents);
  const known = new Map<AliasableFont, Map<string, GlyphAlias>>();
  const aliasFor = (font: AliasableFont, glyphId: number, entry: string) => {
    if (!known.has(font)) known.set(font, new Map());
    const ofFont = known.get(font)!;
    const key = `${glyphId} ${entry}`;
    const code = highest.get(font)! + 1;
    if (!ofFont.has(key) && code <= 0xffff) {
      ofFont.set(key, { code, glyphId, width: widthOf(font, glyphId), entry });
      highest.set(font, code);
    }
    return ofFont.get(key);
  };
  for (const content of contents) {
    const { wanted, handedOn } = occurrenceTexts(content, texts);
    for (const [glyph, text] of wanted) {
      const { font } = glyph;
      const entry = toUnicodeEntry(text);
      if (!isAliasable(font)) continue;
      if (entry === toUnicodeEntry(ownTextOf(texts, glyph) ?? '')) continue;
      const alias = aliasFor(font, glyph.code, entry);
      if (!alias) continue;
      aliases.codeOf.set(glyph, alias.code);
      aliases.textOf.set(glyph, text);
    }
    for (const [glyph, { to, characters }] of handedOn)
      if (aliases.codeOf.has(to)) aliases.handedOn.set(glyph, characters);
  }
  for (const [font, ofFont] of known)
    if (ofFont.size > 0) aliases.ofFont.set(font, [...ofFont.values()]);
  return aliases;
}
