/**
 * krilla wraps right-to-left clusters in /ActualText spans, which poppler reads and reverses and
 * pdf.js ignores. A span whose glyphs already read its text is left out, and the /ReversedChars
 * sections it had cut apart are joined again, since pdf.js ends an item at every marked-content
 * operator and so would read the word in pieces.
 */
import type { GlyphAliases } from './glyphAliases';
import { textOfString } from './pdf/pdfValues';
import type { Glyph, MarkedContent, MarkedContentParent, PageContent } from './pdf/pageContent';
import {
  combiningMark,
  formatCharacter,
  ownTextOf,
  rightToLeftCharacter,
  toUnicodeEntry,
  type GlyphTexts,
} from './glyphTexts';

/** Operators that set how text is drawn and show none: they may stand between two sections. */
const stateOperators = new Set(
  'Tr Tf Tm Td Tc Tw Tz TL Ts gs cs CS sc scn SC SCN g G rg RG k K'.split(' '),
);

/**
 * Rewrites the page's tree of marked content without its redundant right-to-left spans, each
 * span's blocks lifted into its place, and returns the operations to omit from the page: the BDC
 * and EMC of each such span, and those between two /ReversedChars sections that nothing else
 * stands between.
 */
export function liftRedundantSpans(
  content: PageContent,
  texts: GlyphTexts,
  aliases: GlyphAliases,
): Set<number> {
  const omitted = new Set<number>();
  const visit = (parent: MarkedContentParent) => {
    const children: MarkedContent[] = [];
    for (const child of parent.children) {
      visit(child);
      if (isRedundant(child, content.glyphs, texts, aliases)) {
        omitted.add(child.open).add(child.close);
        children.push(...child.children);
      } else children.push(child);
    }
    parent.children = children;
    for (const [index, section] of children.entries()) {
      const next = children[index + 1];
      if (section.tag !== 'ReversedChars' || next?.tag !== 'ReversedChars') continue;
      const between = content.operations.slice(section.close + 1, next.open);
      const quiet = between.every(
        ({ operator }, at) => omitted.has(section.close + 1 + at) || stateOperators.has(operator),
      );
      if (quiet) omitted.add(section.close).add(next.open);
    }
  };
  visit(content.root);
  return omitted;
}

/** A letter's text and its marks apart, decomposed. */
function lettersAndMarks(text: string): [string, string[]] {
  const characters = [...text.normalize('NFD')];
  return [
    characters.filter((character) => !combiningMark.test(character)).join(''),
    characters.filter((character) => combiningMark.test(character)),
  ];
}

/** The span's text, less the format characters its glyphs hand on to the glyph before them. */
function textNotHandedOn(said: string, glyphs: Glyph[], aliases: GlyphAliases): string {
  const handedOn = glyphs.map((glyph) => aliases.handedOn.get(glyph) ?? '').join('');
  return handedOn && said.startsWith(handedOn) ? said.slice(handedOn.length) : said;
}

function isRedundant(
  span: MarkedContent,
  pageGlyphs: Glyph[],
  texts: GlyphTexts,
  aliases: GlyphAliases,
): boolean {
  const actualText = span.properties?.get('ActualText');
  if (actualText?.kind !== 'string' || span.properties?.has('MCID')) return false;
  const { glyphs } = span;
  const said = textNotHandedOn(textOfString(actualText.bytes), glyphs, aliases);
  const rightToLeft = glyphs.some(({ reversed }) => reversed) || rightToLeftCharacter.test(said);
  if (glyphs.length === 0 || !rightToLeft) return false;
  // What readers read: the glyphs' entries in visual order, reversed as a whole.
  const entries = glyphs.map((glyph) =>
    toUnicodeEntry(aliases.textOf.get(glyph) ?? ownTextOf(texts, glyph) ?? '\uFFFD'),
  );
  const read = [...entries.join('')].reverse().join('');
  if (read.normalize('NFC') === said.normalize('NFC')) return true;
  // krilla's span over a letter before a ZWNJ may leave the ZWNJ out, where its glyph reads it.
  const formatCharacters = new RegExp(formatCharacter.source, 'gu');
  const withoutFormat = (text: string) => text.replace(formatCharacters, '').normalize('NFC');
  if (
    withoutFormat(read) === withoutFormat(said) &&
    (said.match(formatCharacters) ?? []).length <= (read.match(formatCharacters) ?? []).length
  )
    return true;
  // Typst draws a raised mark apart from its letter, and krilla gives the cluster's text to the
  // span over either part: a span over the mark alone also names the letter, a span over the
  // letter alone also names the mark. The part drawn beside it says the rest.
  const [readLetters, readMarks] = lettersAndMarks(read);
  const [saidLetters, saidMarks] = lettersAndMarks(said);
  const near = pageGlyphs.slice(
    Math.max(0, pageGlyphs.indexOf(glyphs[0]!) - 4),
    pageGlyphs.indexOf(glyphs.at(-1)!) + 5,
  );
  const textNear = (zeroWidth: boolean) =>
    near
      .filter(({ width }) => (width === 0) === zeroWidth)
      .map((glyph) => ownTextOf(texts, glyph) ?? '')
      .join('');
  if (glyphs.every(({ width }) => width === 0)) {
    const lettersNear = textNear(false);
    return (
      readMarks.join('') === saidMarks.join('') &&
      [...saidLetters].every((letter) => lettersNear.includes(letter))
    );
  }
  const missing = saidMarks.filter((saidMark) => !readMarks.includes(saidMark));
  const marksNear = textNear(true);
  return (
    readLetters === saidLetters &&
    missing.length > 0 &&
    missing.every((missingMark) => marksNear.includes(missingMark))
  );
}
