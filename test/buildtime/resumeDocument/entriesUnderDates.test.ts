/** @jest-environment node */
/**
 * Entries whose dates stand alone on a line above the title, set at the right, and whose items
 * are only indented (no bullet the reader can see): each item stays with its own entry.
 */
import type { DocumentLine } from '../../../src/buildtime/resumeDocument/documentLine';
import { readEntries } from '../../../src/buildtime/resumeDocument/entries';

const line = (text: string, indent: number, gapAbove: number, size = 8): DocumentLine => ({
  text,
  cells: [text],
  size,
  bold: false,
  indent,
  gapAbove,
  links: [],
});
/** As a browser prints a list: more space between a title and its list than between items. */
const entry = (dates: string, title: string, items: string[]) => [
  line(dates, 36, 2.5),
  line(title, 0, 1.1, 9),
  ...items.map((item, index) => line(item, 3, index === 0 ? 2.1 : 1.1)),
];

describe('entries under dates set alone at the right', () => {
  it('keeps each entry’s indented items its own, not the next entry’s head', () => {
    const { entries } = readEntries([
      ...entry('03/2020 - Present', 'Staff Engineer', [
        'Led the billing rewrite',
        'Mentored four engineers',
      ]),
      ...entry('08/2017 - 02/2020', 'Software Engineer', [
        'Built the search service',
        'Ran the on-call rota',
      ]),
    ]);
    expect(entries.map(({ head, items }) => ({ head, items }))).toEqual([
      { head: ['Staff Engineer'], items: ['Led the billing rewrite', 'Mentored four engineers'] },
      {
        head: ['Software Engineer'],
        items: ['Built the search service', 'Ran the on-call rota'],
      },
    ]);
  });
});
