/**
 * A PDF résumé as lines: pdf.js's text items with their places, sizes and fonts, set on lines by
 * their baselines, the lines of each column apart (a sidebar of contacts and skills is read apart
 * from the main column), the headers and footers every page repeats left out, and the addresses
 * each word links to.
 */
import type { PDFPageProxy, TextItem } from 'pdfjs-dist/types/src/display/api';
import { closePdf, isOpenPdf, openPdf, type PdfDocument } from '../resumeCheck/pdfText';
import { cleanText, fullWidthLetter, type DocumentLine } from './documentLine';
import {
  drawsInReadingOrder,
  readingOrder,
  withNumberAfterItsPrefix,
  rightToLeftLetter,
  withLamAlefTurnedBack,
} from './bidiRuns';
import { bulletBefore, smallFilledShapes, type DrawnMark } from './drawnBullets';
import { columnsOf, type Cell } from './pdfColumns';

/** A line of a PDF, with the flow it is read in: a column, continued on the pages after. */
export interface PdfLine extends DocumentLine {
  page: number;
  flow: number;
}

const boldFont = /bold|black|heavy|semibold|demi/i;

/** Whether pdf.js, having drawn the page's operators, knows the font as bold. */
function fontIsBold(page: PDFPageProxy, fontName: string): boolean {
  try {
    const font = page.commonObjs.get(fontName) as {
      name?: string;
      bold?: boolean;
      black?: boolean;
    };
    return !!font.bold || !!font.black || boldFont.test(font.name ?? '');
  } catch {
    return boldFont.test(fontName); // not loaded: its resource name is all there is
  }
}

interface Run {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
  /** Whether it draws letters, not only icons: an icon's size is not the text's. */
  letters: boolean;
  /** Its place in the page's drawing order. */
  order: number;
}

/** Where a wider space than a word's parts a cell's words (tags set side by side). */
const partBreak = '\u0000';

/** The space to write between two runs of a cell, `gap` apart: none, a space, a part's break. */
function spaceBetween(last: Run, run: Run, gap: number): string {
  // A word's space is a third of an em or less; tags set side by side stand further apart.
  if (gap > 0.5 * run.size) return partBreak;
  const spaced = gap > 0.12 * run.size && !/\s$/.test(last.text) && !/^\s/.test(run.text);
  return spaced ? ' ' : '';
}

/** A cell's text cleaned, a Hebrew prefix's number put after it (bidiRuns.ts). */
const wordsInOrder = (text: string) => withNumberAfterItsPrefix(cleanText(text));

/** A cell's runs as words in reading order, right-to-left ones too (bidiRuns.ts). */
function cellText(runs: Run[], drawnInReadingOrder: boolean): Pick<Cell, 'text' | 'parts'> {
  const rightToLeft = runs.some((run) => rightToLeftLetter.test(run.text));
  const ordered =
    rightToLeft && drawnInReadingOrder ? [...runs].sort((a, b) => a.order - b.order) : runs;
  let right = -Infinity;
  const tokens = ordered.flatMap((run, index) => {
    const last = ordered[index - 1];
    // Drawn from the left, the gap is to the furthest right so far; else to the run before.
    const gap =
      ordered === runs
        ? run.x - right
        : Math.max(run.x, last?.x ?? 0) -
          Math.min(run.x + run.width, (last?.x ?? 0) + (last?.width ?? 0));
    right = Math.max(right, run.x + run.width);
    return last ? [spaceBetween(last, run, gap), run.text] : [run.text];
  });
  const wordsOf = (words: string) => ({
    text: words.replaceAll(partBreak, ' '),
    parts: words.split(partBreak).filter((part) => part.trim()),
  });
  if (!rightToLeft || drawnInReadingOrder) return wordsOf(tokens.join(''));
  // A left-to-right paragraph, HTML's default; but right-to-left words alone whose brackets
  // close only so are a right-to-left paragraph's ("(العربية (اللغة الأم" is "العربية (اللغة الأم)").
  const inLeftToRight = readingOrder(tokens).join('');
  const mixed = runs.some((run) => /\p{L}/u.test(run.text) && !rightToLeftLetter.test(run.text));
  if (mixed || bracketsClose(inLeftToRight)) return wordsOf(inLeftToRight);
  const inRightToLeft = readingOrder(tokens, 'right').join('');
  return wordsOf(bracketsClose(inRightToLeft) ? inRightToLeft : inLeftToRight);
}

/** Whether each bracket a text opens closes after it, and none closes unopened. */
function bracketsClose(text: string): boolean {
  let depth = 0;
  for (const mark of text.replace(/[^()]/g, '')) {
    depth += mark === '(' ? 1 : -1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/**
 * Whether a column's right-to-left lines stand flush right, as a right-to-left paragraph sets
 * them: most end nearer the column's right edge than they start from its left one. Given each
 * line's space to the column's left and right edges.
 */
export function setsFlushRight(lines: { left: number; right: number }[]): boolean {
  const nearerRight = lines.filter((line) => line.right <= line.left).length;
  return nearerRight >= lines.length / 2;
}

const fullWidthAtEdges = new RegExp(`^${fullWidthLetter}{2}$`, 'u');

/**
 * A line's cells as one text. Where about one em stands between Chinese or Japanese letters,
 * the writer typed a full-width space (a Japanese name, two fields apart), which pdf.js gives
 * only as a gap: it is written back as one.
 */
export function lineText(cells: Pick<Cell, 'x' | 'right' | 'size'>[], texts: string[]): string {
  return texts
    .map((text, index) => {
      if (index === 0) return text;
      const [left, right] = [cells[index - 1]!, cells[index]!];
      const gap = (right.x - left.right) / Math.max(left.size, right.size);
      const fullWidth =
        gap > 0.8 && gap < 1.25 && fullWidthAtEdges.test(`${texts[index - 1]!.at(-1)}${text[0]}`);
      return `${fullWidth ? '\u3000' : ' '}${text}`;
    })
    .join('');
}

/** Runs on one baseline, by their start, joined into cells where they sit close. */
function cellsOfBaseline(runs: Run[], drawnInReadingOrder: boolean): Cell[] {
  const groups: Run[][] = [];
  for (const run of runs.sort((a, b) => a.x - b.x)) {
    const last = groups.at(-1);
    const right = last ? Math.max(...last.map((other) => other.x + other.width)) : 0;
    const size = last
      ? Math.max(0, ...last.filter((other) => other.letters).map((other) => other.size)) || run.size
      : run.size;
    if (!last || run.x - right > 0.8 * Math.min(run.size, size)) groups.push([run]);
    else last.push(run);
  }
  return groups.map((group) => {
    const lettered = group.filter((run) => run.letters);
    return {
      ...group[0]!,
      ...cellText(group, drawnInReadingOrder),
      order: Math.min(...group.map((run) => run.order)),
      size: lettered.length ? Math.max(...lettered.map((run) => run.size)) : 0,
      right: Math.max(...group.map((run) => run.x + run.width)),
      links: [],
      boldAll: lettered.every((run) => run.bold),
    };
  });
}

/** The runs of a page in cells, baseline by baseline from the top. */
function cellsOfPage(runs: Run[]): { cells: Cell[]; inReadingOrder: boolean } {
  const byBaseline: Run[][] = [];
  for (const run of [...runs].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = byBaseline.find(
      (candidate) => Math.abs(candidate[0]!.y - run.y) < Math.max(1.5, 0.3 * run.size),
    );
    if (line) line.push(run);
    else byBaseline.push([run]);
  }
  const inReadingOrder = drawsInReadingOrder(byBaseline);
  return {
    cells: byBaseline.flatMap((line) => cellsOfBaseline(line, inReadingOrder)),
    inReadingOrder,
  };
}

/** The link annotations of a page: each address and the box it covers. */
async function linksOf(page: PDFPageProxy) {
  const annotations = (await page.getAnnotations()) as {
    subtype?: string;
    url?: string;
    unsafeUrl?: string;
    rect?: number[];
  }[];
  return annotations.flatMap(({ subtype, url, unsafeUrl, rect }) => {
    const href = url ?? unsafeUrl;
    return subtype === 'Link' && href && rect ? [{ href, rect }] : [];
  });
}

/** The widest a bullet drawn as a shape is, in points: a marker beside letters of 20 points. */
const largestBullet = 12;

/** Each page's cells, with their links; `pdf` opened here and closed after, unless given open. */
async function readCells(pdf: Uint8Array | PdfDocument) {
  const document = isOpenPdf(pdf) ? pdf : await openPdf(pdf);
  const pages: {
    cells: Cell[];
    height: number;
    inReadingOrder: boolean;
    marks: DrawnMark[];
  }[] = [];
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      // Loads the fonts, whose names tell bold; and draws the bullets that are shapes.
      const marks = await smallFilledShapes(page, largestBullet);
      // Ligatures kept whole until pdf.js has turned right-to-left items round (cleanText undoes
      // them after): a lam-alef undone first reads alef-lam.
      const { items } = await page.getTextContent({ disableNormalization: true });
      const runs = (items as TextItem[]).flatMap((item, order) => {
        if (!item.str?.trim()) return [];
        const [a = 0, b = 0, , d = 0, x = 0, y = 0] = item.transform as number[];
        const size = Math.abs(d) || Math.hypot(a, b);
        const bold = fontIsBold(page, item.fontName);
        return [
          {
            text: item.dir === 'rtl' ? withLamAlefTurnedBack(item.str) : item.str,
            x,
            y,
            width: item.width,
            size,
            bold,
            letters: !!cleanText(item.str),
            order,
          },
        ];
      });
      const { cells, inReadingOrder } = cellsOfPage(runs);
      for (const { href, rect } of await linksOf(page)) {
        const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = rect;
        for (const cell of cells)
          if (
            cell.x < x2 &&
            cell.right > x1 &&
            cell.y >= Math.min(y1, y2) - 2 &&
            cell.y <= Math.max(y1, y2)
          )
            cell.links.push(href);
      }
      // Icons alone are left out, but for the addresses they link to (a GitHub mark).
      const kept = cells.filter((cell) => cell.size > 0 || cell.links.length > 0);
      for (const cell of kept) if (cell.size === 0) Object.assign(cell, { text: '', size: 1 });
      pages.push({ cells: kept, height: page.view[3] ?? 842, inReadingOrder, marks });
    }
  } finally {
    if (document !== pdf) await closePdf(document);
  }
  return pages;
}

/** Cells whose text, digits aside, repeats at one height on most pages: headers and footers. */
function repeatedCells(pages: { cells: Cell[]; height: number }[]): Set<Cell> {
  const repeated = new Set<Cell>();
  if (pages.length < 2) return repeated;
  const key = (cell: Cell) => `${Math.round(cell.y)}|${cell.text.replace(/\d+/g, '#').trim()}`;
  const counts = new Map<string, number>();
  for (const { cells } of pages)
    for (const found of new Set(cells.map(key))) counts.set(found, (counts.get(found) ?? 0) + 1);
  for (const { cells, height } of pages)
    for (const cell of cells) {
      const nearEdge = cell.y > height * 0.9 || cell.y < height * 0.1;
      if (nearEdge && (counts.get(key(cell)) ?? 0) >= Math.max(2, pages.length * 0.6))
        repeated.add(cell);
    }
  return repeated;
}

/** Whether `part`'s characters stand in `whole`'s, in order (others may stand between). */
function charactersWithin(part: string, whole: string): boolean {
  let at = 0;
  for (const letter of part) {
    at = whole.indexOf(letter, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/**
 * A line the page's edge cuts in two: Chromium prints it at the foot of one page and again at the
 * head of the next, each copy clipped to its page, and leaves out the glyphs its clip hides whole
 * (a date's dashes, set lower than its digits). The copy with fewer characters, its cells where
 * the other's stand, is left out.
 */
function cutLineCopies(pages: { cells: Cell[]; height: number }[]): Set<Cell> {
  const copies = new Set<Cell>();
  const charactersOf = (cells: Cell[]) =>
    cells.map((cell) => cell.text.replace(/\s/g, '')).join('');
  pages.slice(1).forEach((next, index) => {
    const page = pages[index]!;
    if (page.cells.length === 0 || next.cells.length === 0) return;
    const lowest = Math.min(...page.cells.map((cell) => cell.y));
    const highest = Math.max(...next.cells.map((cell) => cell.y));
    if (lowest > page.height * 0.1 || highest < next.height * 0.9) return;
    const foot = page.cells.filter((cell) => cell.y - lowest < 1.5);
    const head = next.cells.filter((cell) => highest - cell.y < 1.5);
    const [part, whole] =
      charactersOf(foot).length < charactersOf(head).length ? [foot, head] : [head, foot];
    const inPlace = part.every((cell) =>
      whole.some(
        (other) =>
          Math.abs(other.size - cell.size) < 0.5 &&
          cell.x >= other.x - 1 &&
          cell.right <= other.right + 1,
      ),
    );
    if (inPlace && charactersOf(part) && charactersWithin(charactersOf(part), charactersOf(whole)))
      for (const cell of part) copies.add(cell);
  });
  return copies;
}

/** A PDF's lines, column by column, page by page. */
export async function pdfLines(pdf: Uint8Array | PdfDocument): Promise<PdfLine[]> {
  const pages = await readCells(pdf);
  const repeated = new Set([...repeatedCells(pages), ...cutLineCopies(pages)]);
  const lines: PdfLine[] = [];
  let flows = 0;
  let before: { flow: number; left: number; right: number; lines: number }[] = [];
  pages.forEach(({ cells, inReadingOrder, marks }, index) => {
    const page = index + 1;
    const columns = columnsOf(cells.filter((cell) => !repeated.has(cell)));
    const placed: typeof before = [];
    for (const column of columns) {
      const right = Math.max(...column.lines.flat().map((cell) => cell.right));
      // A column goes on from the previous page's that it overlaps most, weighed by its lines
      // (not a header across the page).
      const overlap = (other: { left: number; right: number }) =>
        Math.min(right, other.right) - Math.max(column.left, other.left);
      const continued = before
        .filter((other) => overlap(other) > 0)
        .sort((a, b) => overlap(b) * b.lines - overlap(a) * a.lines)[0];
      const flow = continued?.flow ?? flows++;
      placed.push({ flow, left: column.left, right, lines: column.lines.length });
      const rightToLeftFlushRight = setsFlushRight(
        column.lines
          .filter((cells) => rightToLeftLetter.test(cells[0]!.text))
          .map((cells) => ({
            left: Math.min(...cells.map((cell) => cell.x)) - column.left,
            right: right - Math.max(...cells.map((cell) => cell.right)),
          })),
      );
      let above: Cell[] | undefined;
      for (const drawnCells of column.lines) {
        // A right-to-left line's cells in the order drawn: its start on the right (its bullet,
        // then its words; its title, then the dates on the left).
        const lineCells =
          inReadingOrder && drawnCells.some((cell) => rightToLeftLetter.test(cell.text))
            ? [...drawnCells].sort((a, b) => a.order - b.order)
            : drawnCells;
        // How far in a line starts, from the edge it starts at: a producer that draws
        // right-to-left words in reading order sets their paragraphs flush right (but on a
        // left-to-right page, their right-to-left lines start on the left too).
        const fromRight =
          inReadingOrder && rightToLeftFlushRight && rightToLeftLetter.test(lineCells[0]!.text);
        const inset = (cell: Cell) => (fromRight ? right - cell.right : cell.x - column.left);
        const first = lineCells[0]!;
        const size = Math.max(...lineCells.map((cell) => cell.size));
        const links = [...new Set(lineCells.flatMap((cell) => cell.links))];
        const kept = lineCells.filter((cell) => cleanText(cell.text) || cell.links.length);
        const texted = kept.filter((cell) => cleanText(cell.text));
        const cellTexts = texted.map((cell) => wordsInOrder(cell.text));
        if (kept.length === 0) continue;
        // A bullet drawn as a shape before its words: on their left, or right of right-to-left ones.
        const last = drawnCells.at(-1)!;
        const drawnBullet =
          bulletBefore(marks, drawnCells[0]!) ||
          (rightToLeftLetter.test(last.text) && bulletBefore(marks, last, 'right'));
        lines.push({
          text: lineText(texted, cellTexts),
          cells: cellTexts,
          page,
          flow,
          size,
          bold: lineCells.every((cell) => cell.boldAll),
          indent: inset(texted[0] ?? kept[0]!) / size,
          cellIndents: texted.map((cell) => inset(cell) / size),
          cellBold: texted.map((cell) => cell.boldAll),
          spacedParts: texted.flatMap((cell) => cell.parts.map(wordsInOrder).filter(Boolean)),
          gapAbove: above ? (above[0]!.y - first.y) / size : 0,
          links,
          ...(drawnBullet && { bullet: true }),
        });
        above = lineCells;
      }
    }
    before = placed;
  });
  return lines;
}
