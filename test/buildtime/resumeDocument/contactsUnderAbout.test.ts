/** @jest-environment node */
/**
 * A sidebar's "About" that holds the owner's contacts, not a paragraph about them: its place is
 * the owner's, as a header's is, and no words of the summary.
 */
import type { DocumentLine } from '../../../src/buildtime/resumeDocument/documentLine';
import { documentLine, resumeOfLines as read } from '../../support/documentLines';

const line = (text: string, more: Partial<DocumentLine> = {}) =>
  documentLine(text, { size: 9, gapAbove: 1.5, ...more });
const heading = (text: string) => line(text, { size: 10.5, gapAbove: 2.8 });

const resumeWith = (place: string) => [
  line('Noor Castellanos', { size: 30 }),
  line('Data Engineer', { size: 12 }),
  heading('About'),
  line(place),
  line('noor.castellanos@exam', { links: ['mailto:noor.castellanos@example.org'] }),
  line('ple.org', { links: ['mailto:noor.castellanos@example.org'] }),
  line('+34 612 345 678'),
  line('ncastellanos', { links: ['https://github.com/ncastellanos'] }),
  heading('Summary'),
  line('Builds data pipelines that stay up at night.'),
  heading('Experience'),
  line('Senior Data Engineer', { cells: ['Senior Data Engineer', '01/2022 - Present'] }),
];

describe('contacts under a sidebar’s “About”', () => {
  it('reads the place among them as the owner’s, in any script, and leaves the summary its own', () => {
    for (const [place, city, countryCode] of [
      ['Valencia ES', 'Valencia', 'ES'],
      ['عمّان JO', 'عمّان', 'JO'],
      ['杭州 CN', '杭州', 'CN'],
    ]) {
      const { basics } = read(resumeWith(place!));
      expect(basics).toMatchObject({
        location: { city, countryCode },
        email: 'noor.castellanos@example.org',
        phone: '+34 612 345 678',
        summary: 'Builds data pipelines that stay up at night.',
      });
    }
  });

  it('keeps an “About” that is a paragraph as the summary, a place named in it too', () => {
    const { basics } = read([
      line('Noor Castellanos', { size: 30 }),
      heading('About'),
      line('Data engineer in Valencia who builds pipelines'),
      line('that stay up at night.'),
      line('noor.castellanos@example.org'),
    ]);
    expect(basics?.summary).toBe(
      'Data engineer in Valencia who builds pipelines that stay up at night.',
    );
    expect(basics).not.toHaveProperty('location');
  });
});
