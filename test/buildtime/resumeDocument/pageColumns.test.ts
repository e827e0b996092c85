/** @jest-environment node */
/**
 * A page's columns read apart: a sidebar of contacts and skills beside the main column, under a
 * name and title set across the page.
 */
import { pdfLines } from '../../../src/buildtime/resumeDocument/pdfLines';
import { plainPdf } from '../../support/plainPdf';

/** Text of a size at a place on a page, in Helvetica. */
const at = (x: number, y: number, text: string, size = 9) =>
  `BT /F1 ${size} Tf ${x} ${y} Td (${text}) Tj ET`;

const sidebar = [
  at(53, 693, 'About', 10.5),
  at(57, 666, 'Berlin DE'),
  at(57, 651, 'dana@example.com'),
  at(57, 624, '+49 30 5550 1234'),
  at(57, 604, 'danafrost'),
  at(53, 570, 'Tools', 10.5),
  at(57, 541, 'Go Rust'),
];
const main = [
  at(188, 693, 'Summary', 10.5),
  at(188, 667, 'Keeps build farms fast and boring for forty teams.', 8.2),
  at(188, 624, 'Experience', 10.5),
  at(480, 600, '2019-02 - Present', 8.2),
  at(188, 588, 'Platform Engineer'),
  at(214, 569, 'Moved the build farm to Kubernetes', 8.2),
  at(214, 557, 'Cut build times by half', 8.2),
];
const sidebarTexts = [
  'About',
  'Berlin DE',
  'dana@example.com',
  '+49 30 5550 1234',
  'danafrost',
  'Tools',
  'Go Rust',
];
const mainTexts = [
  'Summary',
  'Keeps build farms fast and boring for forty teams.',
  'Experience',
  '2019-02 - Present',
  'Platform Engineer',
  'Moved the build farm to Kubernetes',
  'Cut build times by half',
];

describe('a page’s columns', () => {
  it('reads a sidebar apart where a wide space parts the name’s words above it', async () => {
    // The name's two words an em apart, as a full-width space sets a Japanese name: the first
    // ends left of the gutter, the second and the title cross it.
    const name = [at(53, 745, 'Dana', 30), at(160, 745, 'Frost', 30)];
    const title = at(53, 722, 'Site Reliability Engineer, Platform Teams', 12);
    const pdf = plainPdf([[...name, title, ...sidebar, ...main].join(' ')]);
    const texts = (await pdfLines(new Uint8Array(pdf))).map((line) => line.text);
    expect(texts).toEqual([
      'Dana Frost',
      'Site Reliability Engineer, Platform Teams',
      ...sidebarTexts,
      ...mainTexts,
    ]);
  });
});
