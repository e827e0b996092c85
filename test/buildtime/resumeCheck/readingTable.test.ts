/** @jest-environment node */
import {
  readingSummary,
  readingTable,
  readResume,
  shareRight,
} from '../../../src/buildtime/resumeCheck/readingTable';
import { drawnResume } from '../../support/drawnResume';
import samplePortfolio from '../../../src/content/sample.json';

describe('what a résumé parser reads, as the owner is shown it', () => {
  const { data, pdf } = drawnResume(samplePortfolio);
  const withEntries = data.sections.filter(({ entries }) => entries?.length);
  const entries = withEntries.flatMap(({ entries = [] }) => entries.filter(({ quote }) => !quote));

  it('gives the name and contacts, and every section and entry with its fields, each read right', async () => {
    const reading = await readResume(pdf, data);
    expect(shareRight(reading)).toBe(1);
    const [contacts, ...lines] = readingTable(reading);
    expect(contacts).toBe(
      [data.name, ...data.contacts.map(({ text }) => text)].map((text) => `✓ ${text}`).join('  '),
    );
    expect(lines.filter((line) => !line.startsWith(' '))).toEqual(
      withEntries.map(({ title }) => title),
    );
    expect(lines.filter((line) => line.startsWith('  ✓ '))).toEqual(
      entries.map(
        (entry) =>
          `  ✓ ${[entry.title, ...entry.details, ...(entry.date ? [entry.date] : [])].join(' · ')}`,
      ),
    );
    expect(readingSummary('The résumé', reading)).toHaveLength(1);
  });

  it('marks a field the parser reads into another entry, and an entry the PDF leaves out', async () => {
    // The PDF as drawn, read against a résumé whose first entry names the second one's title,
    // and that has one entry more.
    const [first] = withEntries;
    const [one, two] = first!.entries!;
    const moved = { ...one!, details: [...one!.details, two!.title] };
    const extra = { ...one!, id: 'not-drawn', title: 'An entry the PDF does not have' };
    const sections = data.sections.map((section) =>
      section === first
        ? { ...section, entries: [moved, ...section.entries!.slice(1), extra] }
        : section,
    );
    const reading = await readResume(pdf, { ...data, sections });
    expect(shareRight(reading)).toBeLessThan(1);
    const misread = `  ✗ ${one!.title}: "${two!.title}" read as part of another entry`;
    expect(readingTable(reading)).toEqual(
      expect.arrayContaining([misread, `  – ${extra.title}: not in this PDF`]),
    );
    expect(readingSummary('The résumé', reading).slice(1)).toEqual([misread]);
  });
});
