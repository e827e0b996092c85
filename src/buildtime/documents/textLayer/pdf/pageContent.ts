/**
 * A page's content stream read as far as its text layer needs: its operations, the tree of its
 * marked content, and every glyph with its font, code and place on the page.
 */
import { contentOperations, numberOf, numbersOf, type Operation } from './contentOperations';
import type { PdfValue } from './pdfValues';
import { applied, identity, times, translation, type Matrix } from './matrix';
import { unreadable } from './unreadable';
import { widthOf, type Type0Font } from './type0Font';

/** The page, or a block of marked content: what holds blocks of marked content. */
export interface MarkedContentParent {
  children: MarkedContent[];
}

/** A block of marked content, from its BDC or BMC to its EMC. */
export interface MarkedContent extends MarkedContentParent {
  tag: string;
  properties: Map<string, PdfValue> | null;
  /** Its BDC or BMC and its EMC, as indices into the page's operations. */
  open: number;
  close: number;
  /** Every glyph drawn inside it, at any depth. */
  glyphs: Glyph[];
}

export interface Glyph {
  font: Type0Font | null;
  code: number;
  size: number;
  /** Its advance in thousandths of the font's size. */
  width: number;
  /** Where it starts and ends across the page, and its baseline. */
  x0: number;
  x1: number;
  y: number;
  /** Drawn inside /ReversedChars: a right-to-left word's glyphs, in visual order. */
  reversed: boolean;
  /**
   * The Tj or TJ that draws it (an index into the page's operations), which of its strings holds
   * its code (0 for Tj), and where in that string.
   */
  shownBy: { operation: number; item: number; offset: number };
  /**
   * What draws it again by itself: its font's name in the page's resources, the text rendering
   * mode (Tr), and the text matrix it starts at.
   */
  drawing: { fontName: string; renderingMode: number; textMatrix: Matrix };
}

export interface PageContent {
  operations: Operation[];
  /** The blocks of marked content not inside another. */
  root: MarkedContentParent;
  /** Every glyph in the order drawn. */
  glyphs: Glyph[];
}

interface TextState {
  font: Type0Font | null;
  fontName: string;
  size: number;
  renderingMode: number;
  characterSpacing: number;
  horizontalScaling: number;
  rise: number;
}

const initialTextState: TextState = {
  font: null,
  fontName: '',
  size: 0,
  renderingMode: 0,
  characterSpacing: 0,
  horizontalScaling: 1,
  rise: 0,
};

/** Reads the page's content; `fontNamed` gives a font of the page's resources by its name. */
export function readPageContent(
  data: Buffer,
  fontNamed: (name: string) => Type0Font | null,
): PageContent {
  const operations = contentOperations(data);
  const root: MarkedContentParent = { children: [] };
  const open: MarkedContent[] = [];
  const glyphs: Glyph[] = [];
  const saved: [Matrix, TextState][] = [];
  let ctm = identity;
  let state = initialTextState;
  let textMatrix = identity;
  let lineMatrix = identity;

  const show = (shown: PdfValue[], operation: number) => {
    const reversed = open.some(({ tag }) => tag === 'ReversedChars');
    const { font, fontName, size, renderingMode, characterSpacing, horizontalScaling, rise } =
      state;
    shown.forEach((item, itemIndex) => {
      if (item.kind === 'number') {
        textMatrix = times(
          translation((-item.value / 1000) * size * horizontalScaling, 0),
          textMatrix,
        );
        return;
      }
      if (item.kind !== 'string') unreadable('a text to show is not a string');
      for (let at = 0; at + 1 < item.bytes.length; at += 2) {
        const code = item.bytes.readUInt16BE(at);
        const width = font ? widthOf(font, code) : 0;
        const advance = ((width / 1000) * size + characterSpacing) * horizontalScaling;
        const rendering = times(textMatrix, ctm);
        const [x0, y] = applied(rendering, 0, rise);
        const [x1] = applied(rendering, advance, rise);
        const glyph = {
          font,
          code,
          size,
          width,
          x0: Math.min(x0, x1),
          x1: Math.max(x0, x1),
          y,
          reversed,
          shownBy: { operation, item: itemIndex, offset: at },
          drawing: { fontName, renderingMode, textMatrix },
        };
        glyphs.push(glyph);
        for (const block of open) block.glyphs.push(glyph);
        textMatrix = times(translation(advance, 0), textMatrix);
      }
    });
  };

  operations.forEach((operation, index) => {
    const { operator, operands } = operation;
    const [first, second] = operands;
    switch (operator) {
      case 'BDC':
      case 'BMC': {
        if (first?.kind !== 'name') unreadable(`${operator} without its tag`);
        const properties =
          operator === 'BDC' && second?.kind === 'dictionary' ? second.entries : null;
        const block = {
          tag: first.value,
          properties,
          open: index,
          close: -1,
          children: [],
          glyphs: [],
        };
        (open.at(-1) ?? root).children.push(block);
        open.push(block);
        break;
      }
      case 'EMC':
        (open.pop() ?? unreadable('an EMC closes no marked content')).close = index;
        break;
      case 'q':
        saved.push([ctm, state]);
        break;
      case 'Q':
        [ctm, state] = saved.pop() ?? unreadable('a Q restores no q');
        break;
      case 'cm':
        ctm = times(numbersOf(operation, 6), ctm);
        break;
      case 'BT':
        textMatrix = lineMatrix = identity;
        break;
      case 'Tf':
        if (first?.kind !== 'name' || second?.kind !== 'number')
          unreadable('Tf without its font and size');
        state = {
          ...state,
          font: fontNamed(first.value),
          fontName: first.value,
          size: second.value,
        };
        break;
      case 'Tr':
        state = { ...state, renderingMode: numberOf(operation) };
        break;
      case 'Tc':
        state = { ...state, characterSpacing: numberOf(operation) };
        break;
      case 'Tz':
        state = { ...state, horizontalScaling: numberOf(operation) / 100 };
        break;
      case 'Ts':
        state = { ...state, rise: numberOf(operation) };
        break;
      case 'Tm':
        textMatrix = lineMatrix = numbersOf(operation, 6);
        break;
      case 'Td':
        textMatrix = lineMatrix = times(translation(...numbersOf(operation, 2)), lineMatrix);
        break;
      case 'TD':
      case 'T*':
      case "'":
      case '"':
        return unreadable(`the text operator ${operator}`);
      case 'Tj':
        if (first?.kind !== 'string') unreadable('Tj without its string');
        show([first], index);
        break;
      case 'TJ':
        if (first?.kind !== 'array') unreadable('TJ without its array');
        show(first.items, index);
        break;
    }
  });
  if (open.length > 0 || saved.length > 0) unreadable('marked content or a q left open');
  return { operations, root, glyphs };
}
