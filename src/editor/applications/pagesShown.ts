/**
 * Which pages of a PDF the applications view draws first, and what it shows meanwhile: a new
 * PDF's pages are drawn those in view first, each shown as soon as it is drawn in place of the
 * page it follows, so a keystroke shows where the owner is looking without waiting for the rest.
 */

/** The order to draw `count` pages in: those in view first, then the others, each in order. */
export function drawingOrder(count: number, inView: (index: number) => boolean): number[] {
  const all = Array.from({ length: count }, (_, index) => index);
  return [...all.filter(inView), ...all.filter((index) => !inView(index))];
}

/**
 * The pages shown once page `index` of a new PDF of `count` pages is drawn: that page in its
 * place, the others as they were until theirs are drawn (none past the new PDF's last page).
 */
export function withPageDrawn<Page>(
  shown: (Page | undefined)[],
  index: number,
  page: Page,
  count: number,
): (Page | undefined)[] {
  return Array.from({ length: count }, (_, at) => (at === index ? page : shown[at]));
}
