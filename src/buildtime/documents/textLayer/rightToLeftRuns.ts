/**
 * Typst draws each word of a line as a block of marked content (an MCID of its own, each drawn
 * inside q … Q), and the blocks of a right-to-left run from left to right. pdf.js reads each
 * block as an item of its own, in the order drawn, so the blocks of each run are put in reading
 * order, right to left: each is drawn exactly as before, only earlier or later.
 */
import { isRightToLeftTag } from '../../content/languages';
import { ownTextOf, rightToLeftCharacter, type GlyphTexts } from './glyphTexts';
import type { Operation } from './pdf/contentOperations';
import type { MarkedContent, MarkedContentParent, PageContent } from './pdf/pageContent';

const letter = /\p{L}/u;
const digit = /\p{Nd}/u;

type Direction = 'rightToLeft' | 'leftToRight' | 'digits' | 'neutral';

/** A block that may move, and what decides where its run ends. */
interface MovableBlock {
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
  // A letter here is of a left-to-right script: a right-to-left one has decided already.
  if (letter.test(text)) return 'leftToRight';
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
 * The blocks of a right-to-left run in reading order, as places in the run: right to left, and a
 * mark drawn apart (a block of zero width) after the block of the letter it sits on, wherever
 * Typst drew it.
 */
function readingOrder(run: MovableBlock[]): number[] {
  const letterUnder = (mark: MovableBlock) =>
    run.findIndex(({ wide, x0, x1 }) => wide && x0 - 0.01 <= mark.x0 && mark.x0 <= x1 + 0.01);
  const marksOn = new Map<number, number[]>();
  const bases: number[] = [];
  run.forEach((movable, index) => {
    const under = movable.wide ? -1 : letterUnder(movable);
    if (under < 0) bases.push(index);
    else marksOn.set(under, [...(marksOn.get(under) ?? []), index]);
  });
  return bases.reverse().flatMap((index) => [index, ...(marksOn.get(index) ?? [])]);
}

/**
 * Whether a right-to-left run goes on through this block: one that may move, with no
 * left-to-right letters or digits.
 */
const continuesRun = (movable: MovableBlock | null | undefined): movable is MovableBlock =>
  !!movable && movable.direction !== 'leftToRight' && movable.direction !== 'digits';

/**
 * The new order of sibling blocks (each given as a MovableBlock, or null when it may not move), or
 * null when it stays: inside every right-to-left run of a line (blocks drawn left to right, none
 * with left-to-right letters or digits), they come in reverse.
 */
function runsReversed(siblings: (MovableBlock | null)[]): number[] | null {
  const order = siblings.map((_, index) => index);
  let changed = false;
  for (let first = 0; first < siblings.length;) {
    const start = siblings[first];
    if (!continuesRun(start)) {
      first += 1;
      continue;
    }
    const run = [start];
    let lastWide = start.wide ? start : null;
    for (;;) {
      const next = siblings[first + run.length];
      if (!continuesRun(next)) break;
      if (Math.abs(next.y - start.y) > 0.35 * start.size) break;
      // Nothing may stand between two blocks that trade places.
      if (run.at(-1)!.block.close + 1 !== next.block.open) break;
      if (next.wide && lastWide && next.x1 < lastWide.x1 - 0.1) break;
      if (next.wide) lastWide = next;
      run.push(next);
    }
    let [from, to] = [0, run.length - 1];
    if (!start.inRightToLeftLanguage) {
      // In a left-to-right paragraph the neutrals at a run's ends belong to the text around it.
      while (from <= to && run[from]!.direction === 'neutral') from += 1;
      while (to >= from && run[to]!.direction === 'neutral') to -= 1;
    }
    const moving = run.slice(from, to + 1);
    if (moving.length > 1 && moving.some(({ direction }) => direction === 'rightToLeft')) {
      readingOrder(moving).forEach((index, slot) => {
        order[first + from + slot] = first + from + index;
      });
      changed = true;
    }
    first += run.length;
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
  const movableOf = (block: MarkedContent): MovableBlock | null => {
    const mcid = block.properties?.get('MCID');
    const { glyphs } = block;
    if (mcid?.kind !== 'number' || glyphs.length === 0) return null;
    if (!isSelfContained(block, content.operations)) return null;
    const wide = glyphs.filter(({ width }) => width !== 0);
    return {
      block,
      direction: directionOf(block, texts),
      y: (wide[0] ?? glyphs[0]!).y,
      size: Math.max(...glyphs.map(({ size }) => size)),
      x0: Math.min(...glyphs.map(({ x0 }) => x0)),
      x1: Math.max(...glyphs.map(({ x1 }) => x1)),
      wide: wide.length > 0,
      inRightToLeftLanguage: isRightToLeftTag(languageOf(mcid.value)),
    };
  };
  const visit = (parent: MarkedContentParent) => {
    const order = runsReversed(parent.children.map(movableOf));
    if (order) orders.set(parent, order);
    parent.children.forEach(visit);
  };
  visit(content.root);
  return orders;
}
