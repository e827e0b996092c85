/**
 * Typst draws each word of a line as a block of marked content (an MCID of its own, each drawn
 * inside q … Q), and the blocks of a right-to-left run from left to right. pdf.js reads each
 * block as an item of its own, in the order drawn, so the blocks of each run are put in reading
 * order, right to left: each is drawn exactly as before, only earlier or later.
 */
import type { Operation } from './contentOperations';
import { ownTextOf, rightToLeftCharacter, type GlyphTexts } from './glyphTexts';
import type { MarkedContent, MarkedContentParent, PageContent } from './pageContent';

const leftToRightLetter = /(?![\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC])\p{L}/u;
const digit = /\p{Nd}/u;

const rightToLeftLanguages = new Set('ar fa he iw ur yi ps sd ug ckb dv ku syr nqo'.split(' '));

type Direction = 'rightToLeft' | 'leftToRight' | 'digits' | 'neutral';

/** A block that may move, and what decides where its run ends. */
interface Word {
  block: MarkedContent;
  direction: Direction;
  /** The baseline of its first glyph with a width, and its largest font size. */
  y: number;
  size: number;
  /** Where it starts on the left and ends on the right, and whether any of its glyphs has a width. */
  x0: number;
  x1: number;
  wide: boolean;
  inRightToLeftLanguage: boolean;
}

function directionOf(block: MarkedContent, texts: GlyphTexts): Direction {
  const text = block.glyphs.map((glyph) => ownTextOf(texts, glyph) ?? '').join('');
  if (rightToLeftCharacter.test(text) || block.glyphs.some(({ reversed }) => reversed))
    return 'rightToLeft';
  if (leftToRightLetter.test(text)) return 'leftToRight';
  return digit.test(text) ? 'digits' : 'neutral';
}

/** Whether q … Q holds all the block draws, so that it draws the same wherever it goes. */
function isSelfContained({ open, close }: MarkedContent, operations: Operation[]): boolean {
  if (operations[open + 1]?.operator !== 'q' || operations[close - 1]?.operator !== 'Q')
    return false;
  let depth = 0;
  for (let index = open + 1; index < close; index += 1) {
    const { operator } = operations[index]!;
    if (operator === 'q') depth += 1;
    else if (operator === 'Q' && --depth === 0 && index !== close - 1) return false;
  }
  return depth === 0;
}

/**
 * The blocks `from` to `to` of a right-to-left run in reading order: right to left, and a mark
 * drawn apart (a block of zero width) after the block of the letter it sits on, wherever Typst
 * drew it.
 */
function readingOrder(words: Word[], from: number, to: number): number[] {
  const run = Array.from({ length: to - from + 1 }, (_, offset) => from + offset);
  const letterUnder = (mark: Word) =>
    run.find((index) => {
      const { wide, x0, x1 } = words[index]!;
      return wide && x0 - 0.01 <= mark.x0 && mark.x0 <= x1 + 0.01;
    });
  const marksOn = new Map<number, number[]>();
  const bases: number[] = [];
  for (const index of run) {
    const under = words[index]!.wide ? undefined : letterUnder(words[index]!);
    if (under === undefined) bases.push(index);
    else marksOn.set(under, [...(marksOn.get(under) ?? []), index]);
  }
  return bases.reverse().flatMap((index) => [index, ...(marksOn.get(index) ?? [])]);
}

/**
 * The new order of sibling blocks, or null when it stays: inside every right-to-left run of a
 * line (blocks drawn left to right, none with left-to-right letters or digits), they come in
 * reverse.
 */
function runsReversed(words: (Word | null)[], children: MarkedContent[]): number[] | null {
  const order = children.map((_, index) => index);
  let changed = false;
  const stops = (word: Word | null | undefined): word is null | undefined =>
    !word || word.direction === 'leftToRight' || word.direction === 'digits';
  for (let first = 0; first < words.length;) {
    const word = words[first];
    if (stops(word)) {
      first += 1;
      continue;
    }
    let last = first;
    let lastWide = word.wide ? word : null;
    for (let next = words[last + 1]; !stops(next); next = words[last + 1]) {
      if (Math.abs(next.y - word.y) > 0.35 * word.size) break;
      // Nothing may stand between two blocks that trade places.
      if (children[last]!.close + 1 !== next.block.open) break;
      if (next.wide && lastWide && next.x1 < lastWide.x1 - 0.1) break;
      if (next.wide) lastWide = next;
      last += 1;
    }
    let [from, to] = [first, last];
    if (!word.inRightToLeftLanguage) {
      // In a left-to-right paragraph the neutrals at a run's ends belong to the text around it.
      while (from <= to && words[from]!.direction === 'neutral') from += 1;
      while (to >= from && words[to]!.direction === 'neutral') to -= 1;
    }
    if (to > from && words.slice(from, to + 1).some((run) => run!.direction === 'rightToLeft')) {
      readingOrder(words as Word[], from, to).forEach((index, slot) => {
        order[from + slot] = index;
      });
      changed = true;
    }
    first = last + 1;
  }
  return changed ? order : null;
}

/**
 * For each holder of blocks whose children move, their new order. `languageOf` gives an MCID's
 * language, from its structure element.
 */
export function rightToLeftRunOrders(
  content: PageContent,
  texts: GlyphTexts,
  languageOf: (mcid: number) => string,
): Map<MarkedContentParent, number[]> {
  const orders = new Map<MarkedContentParent, number[]>();
  const wordOf = (block: MarkedContent): Word | null => {
    const mcid = block.properties?.get('MCID');
    const { glyphs } = block;
    if (mcid?.kind !== 'number' || glyphs.length === 0) return null;
    if (!isSelfContained(block, content.operations)) return null;
    const wide = glyphs.filter(({ width }) => width !== 0);
    const language = languageOf(mcid.value).toLowerCase().split(/[-_]/)[0]!;
    return {
      block,
      direction: directionOf(block, texts),
      y: (wide[0] ?? glyphs[0]!).y,
      size: Math.max(...glyphs.map(({ size }) => size)),
      x0: Math.min(...glyphs.map(({ x0 }) => x0)),
      x1: Math.max(...glyphs.map(({ x1 }) => x1)),
      wide: wide.length > 0,
      inRightToLeftLanguage: rightToLeftLanguages.has(language),
    };
  };
  const visit = (parent: MarkedContentParent) => {
    const order = runsReversed(parent.children.map(wordOf), parent.children);
    if (order) orders.set(parent, order);
    parent.children.forEach(visit);
  };
  visit(content.root);
  return orders;
}
