/** @jest-environment node */
/**
 * A list's bullets drawn as shapes, not as glyphs (a browser prints a CSS list marker as a small
 * filled disc or square): the lines after them are items, whatever their size and weight.
 */
import { bulletBefore } from '../../../src/buildtime/resumeDocument/drawnBullets';
import { pdfLines } from '../../../src/buildtime/resumeDocument/pdfLines';
import { readResumeDocument } from '../../../src/buildtime/resumeDocument/readResumeDocument';
import { plainPdf } from '../../support/plainPdf';

/** Text at a place, in Helvetica of a size. */
const text = (x: number, y: number, words: string, size = 10) =>
  `BT /F1 ${size} Tf ${x} ${y} Td (${words}) Tj ET`;
/** A filled disc of a diameter, centred at (x, y), drawn in four curves as a browser draws one. */
function disc(x: number, y: number, diameter: number) {
  const r = diameter / 2;
  const k = 0.5523 * r;
  return [
    `${x + r} ${y} m`,
    `${x + r} ${y + k} ${x + k} ${y + r} ${x} ${y + r} c`,
    `${x - k} ${y + r} ${x - r} ${y + k} ${x - r} ${y} c`,
    `${x - r} ${y - k} ${x - k} ${y - r} ${x} ${y - r} c`,
    `${x + k} ${y - r} ${x + r} ${y - k} ${x + r} ${y} c`,
    'h f',
  ].join('\n');
}
/** The same drawing placed and scaled by a transformation, as a browser's page is. */
const scaled = (content: string) => `q 0.5 0 0 0.5 0 421 cm ${content} Q`;

/**
 * Jobs under their dates, each item indented and set as large as the job's title, after a mark;
 * more space under a title than between items, as a browser prints a list's margin.
 */
const job = (mark: (x: number, y: number) => string) =>
  [
    text(72, 780, 'Parveen Okafor', 24),
    text(72, 740, 'Experience', 12),
    text(420, 716, '03/2021 - Present'),
    text(72, 705, 'Tidewater Freight'),
    mark(96, 687),
    text(104, 684, 'Rebuilt the route planner in Rust'),
    mark(96, 676),
    text(104, 673, 'Cut fuel use by a tenth'),
    text(420, 649, '01/2018 - 02/2021'),
    text(72, 638, 'Harbourline Software'),
    mark(96, 620),
    text(104, 617, 'Wrote the customs gateway'),
  ].join('\n');

const linesOf = async (content: string) => pdfLines(new Uint8Array(plainPdf([content])));
const itemsOf = async (content: string) =>
  (await linesOf(content)).filter((line) => line.bullet).map((line) => line.text);

describe('bullets drawn as shapes', () => {
  it('marks the lines after a small filled disc or square as a list’s items', async () => {
    const items = [
      'Rebuilt the route planner in Rust',
      'Cut fuel use by a tenth',
      'Wrote the customs gateway',
    ];
    expect(await itemsOf(job((x, y) => disc(x, y, 3)))).toEqual(items);
    expect(await itemsOf(job((x, y) => `${x - 1.5} ${y - 1.5} 3 3 re f`))).toEqual(items);
  });

  it('finds them where the page draws through a transformation', async () => {
    const content = [
      text(72, 780, 'Parveen Okafor', 24),
      scaled(disc(192, 540, 6)),
      text(104, 688, 'Rebuilt the route planner in Rust'),
    ].join('\n');
    expect(await itemsOf(content)).toEqual(['Rebuilt the route planner in Rust']);
  });

  it('applies nested transformations innermost first, as a PDF viewer does', async () => {
    // Moved up the page, then scaled inside the move: the disc lands before the words only if
    // the scale acts first (the other order would halve the move too).
    const content = [
      text(72, 780, 'Parveen Okafor', 24),
      `q 1 0 0 1 0 421 cm q 0.5 0 0 0.5 0 0 cm ${disc(192, 540, 6)} Q Q`,
      text(104, 688, 'Rebuilt the route planner in Rust'),
    ].join('\n');
    expect(await itemsOf(content)).toEqual(['Rebuilt the route planner in Rust']);
  });

  it('takes no larger shape, nor one drawn apart from the words, nor an outline, for a bullet', async () => {
    // A tag's background, a timeline's dot far out in the margin, a ring only stroked.
    expect(await itemsOf(job((x, y) => `${x - 6} ${y - 6} 40 12 re f`))).toEqual([]);
    expect(await itemsOf(job((x, y) => disc(x - 60, y, 3)))).toEqual([]);
    expect(await itemsOf(job((x, y) => `${x - 1.5} ${y - 1.5} 3 3 re S`))).toEqual([]);
    // A dot under the words' baseline, as a dotted rule's is.
    expect(await itemsOf(job((x, y) => disc(x, y - 6, 3)))).toEqual([]);
  });

  it('finds a right-to-left item’s bullet on its right, where its words start', () => {
    const words = { x: 200, right: 400, y: 600, size: 10 };
    const onRight = [{ left: 410, right: 413, bottom: 601.5, top: 604.5 }];
    expect(bulletBefore(onRight, words, 'right')).toBe(true);
    expect(bulletBefore(onRight, words)).toBe(false);
  });

  it('reads those items as each job’s highlights, not as the head of the next', async () => {
    const bytes = new Uint8Array(plainPdf([job((x, y) => disc(x, y, 3))]));
    const { resume } = await readResumeDocument(bytes, 'pdf', {});
    expect(resume.work?.map((entry) => entry.highlights)).toEqual([
      ['Rebuilt the route planner in Rust', 'Cut fuel use by a tenth'],
      ['Wrote the customs gateway'],
    ]);
  });
});
