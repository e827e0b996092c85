/**
 * A page's columns, found by the gap between them: a vertical strip that no text crosses, with
 * lines on both sides that do not share their baselines (a title on the left and its dates on the
 * right share theirs, so those are one column). Text across the whole width above the columns (a
 * name and title) is read first, as a column of its own.
 */

/** Words on one baseline set close together. */
export interface Cell {
  text: string;
  x: number;
  right: number;
  y: number;
  size: number;
  boldAll: boolean;
  links: string[];
  /** Its words, parted where a space wider than a word's stands (tags side by side). */
  parts: string[];
  /** Where the page draws it, among its other text: a right-to-left line's reading order. */
  order: number;
}

export interface Column {
  left: number;
  /** Its lines from the top, each its cells from the left. */
  lines: Cell[][];
}

const sameBaseline = (a: Cell, b: Cell) => Math.abs(a.y - b.y) < Math.max(1.5, 0.3 * a.size);

/** Cells in lines by baseline, from the top; each line's cells from the left. */
function linesOf(cells: Cell[]): Cell[][] {
  const lines: Cell[][] = [];
  for (const cell of [...cells].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.at(-1);
    if (line && sameBaseline(line[0]!, cell)) line.push(cell);
    else lines.push([cell]);
  }
  return lines.map((line) => line.sort((a, b) => a.x - b.x));
}

interface Split {
  x: number;
  left: Cell[];
  right: Cell[];
  across: Cell[];
}

/** The best strip to split these cells at, if there is one that makes two columns. */
function splitOf(cells: Cell[]): Split | undefined {
  const gutter = 6;
  let best: (Split & { score: number }) | undefined;
  for (const x of new Set(cells.map((cell) => Math.round(cell.x)))) {
    const crossing = cells.filter((cell) => cell.x < x - 0.5 && cell.right > x - gutter);
    if (crossing.length > Math.max(2, cells.length * 0.05)) continue;
    // A line the strip cuts lies across it whole: a name whose words a wide space parts (a
    // full-width space in a Japanese name) is no column's, though its first word ends left of it.
    const acrossLine = (cell: Cell) => crossing.some((other) => sameBaseline(other, cell));
    const across = cells.filter(acrossLine);
    const left = cells.filter((cell) => cell.right <= x - gutter && !acrossLine(cell));
    const right = cells.filter((cell) => cell.x >= x - 0.5 && !acrossLine(cell));
    const leftLines = linesOf(left);
    const rightLines = linesOf(right);
    if (leftLines.length < 3 || rightLines.length < 3) continue;
    // Headings or dates beside their entries are no column: they share their baselines (and
    // dates hold years); a column of its own has lines of its own.
    const [fewer, more] =
      leftLines.length < rightLines.length ? [leftLines, right] : [rightLines, left];
    const shared = fewer.filter((line) => more.some((cell) => sameBaseline(cell, line[0]!)));
    const dated = fewer.filter((line) => line.some((cell) => /\b(19|20)\d\d\b/.test(cell.text)));
    if (shared.length > fewer.length * 0.8) continue;
    if (shared.length > fewer.length * 0.4 && dated.length > fewer.length * 0.4) continue;
    // What crosses the strip must lie above or below both columns (a heading across the page).
    const top = Math.max(...[...left, ...right].map((cell) => cell.y));
    const bottom = Math.min(...[...left, ...right].map((cell) => cell.y));
    if (across.some((cell) => cell.y < top && cell.y > bottom)) continue;
    const score = Math.min(leftLines.length, rightLines.length) - crossing.length * 2;
    if (!best || score > best.score) best = { x, left, right, across, score };
  }
  return best;
}

/** A page's cells as columns, in the order they are read. */
export function columnsOf(cells: Cell[]): Column[] {
  const column = (part: Cell[]): Column[] =>
    part.length ? [{ left: Math.min(...part.map((cell) => cell.x)), lines: linesOf(part) }] : [];
  const split = splitOf(cells);
  if (!split) return column(cells);
  const columnTop = Math.max(...[...split.left, ...split.right].map((cell) => cell.y));
  const above = split.across.filter((cell) => cell.y >= columnTop);
  const below = split.across.filter((cell) => cell.y < columnTop);
  return [...column(above), ...column(split.left), ...column(split.right), ...column(below)];
}
