/** @jest-environment node */
import { readingTable } from '../../../src/buildtime/resumeCheck/readingTable';
import { drawnResume } from '../../support/drawnResume';
import samplePortfolio from '../../../src/content/sample.json';

describe('what a résumé parser reads, as the owner is shown it', () => {
  const { data, pdf } = drawnResume(samplePortfolio);
  const withEntries = data.sections.filter(({ entries }) => entries?.length);

  it('lists every section and entry with its fields, each read right', async () => {
    const { lines, share } = await readingTable(pdf, data);
    expect(share).toBe(1);
    expect(lines.filter((line) => !line.startsWith(' '))).toEqual(
      withEntries.map(({ title }) => title),
    );
    const entries = withEntries.flatMap(({ entries = [] }) =>
      entries.filter(({ quote }) => !quote),
    );
    expect(lines.filter((line) => line.startsWith('  ✓ '))).toEqual(
      entries.map(
        (entry) =>
          `  ✓ ${[entry.title, ...entry.details, ...(entry.date ? [entry.date] : [])].join(' · ')}`,
      ),
    );
  });

  it('marks a field the parser reads into another entry', async () => {
    // The PDF as drawn, read against a résumé whose first entry names the second one's title.
    const [first] = withEntries;
    const [one, two] = first!.entries!;
    const moved = { ...one!, details: [...one!.details, two!.title] };
    const sections = data.sections.map((section) =>
      section === first ? { ...section, entries: [moved, ...section.entries!.slice(1)] } : section,
    );
    const { lines, share } = await readingTable(pdf, { ...data, sections });
    expect(share).toBeLessThan(1);
    expect(lines).toContain(`  ✗ ${one!.title}: "${two!.title}" read as part of another entry`);
  });
});
