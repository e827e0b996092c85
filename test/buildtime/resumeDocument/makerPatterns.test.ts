/** @jest-environment node */
/**
 * Patterns of résumés that LaTeX templates, Word layouts and pandoc write (issue 76), as lines of
 * the test's own: each read into its fields, whichever maker set it.
 */
import { documentLine, resumeOfLines } from '../../support/documentLines';

const heading = (text: string) => documentLine(text, { size: 13, bold: true, gapAbove: 2 });
const header = [documentLine('Tamsin Arkwright', { size: 24, bold: true, gapAbove: 0 })];
const cells = (...parts: string[]) => ({ cells: parts });

describe('résumé patterns of many makers', () => {
  it('gives a role set under a company heading that company, as a promotion is written', () => {
    const { work } = resumeOfLines([
      ...header,
      heading('Experience'),
      documentLine(
        'Staff Engineer Jan 2022 – Present',
        cells('Staff Engineer', 'Jan 2022 – Present'),
      ),
      documentLine('Quarrystone Analytics Leeds', cells('Quarrystone Analytics', 'Leeds')),
      documentLine('• Rebuilt the billing engine'),
      documentLine('Engineer Mar 2019 – Dec 2021', cells('Engineer', 'Mar 2019 – Dec 2021')),
      documentLine('• Wrote the first importer'),
    ]);
    expect(work).toEqual([
      expect.objectContaining({ name: 'Quarrystone Analytics', position: 'Staff Engineer' }),
      expect.objectContaining({
        name: 'Quarrystone Analytics',
        location: 'Leeds',
        position: 'Engineer',
        startDate: '2019-03',
      }),
    ]);
  });

  it('parts "Title, Organisation, Place" written on one line', () => {
    const { work } = resumeOfLines([
      ...header,
      heading('Experience'),
      documentLine(
        'Data Engineer, Fernhill Maps, York 04/2020 – 05/2023',
        cells('Data Engineer, Fernhill Maps, York', '04/2020 – 05/2023'),
      ),
      documentLine('• Mapped the moors'),
    ]);
    expect(work?.[0]).toEqual(
      expect.objectContaining({
        name: 'Fernhill Maps',
        position: 'Data Engineer',
        location: 'York',
      }),
    );
  });

  it("reads a project's stack in its heading as its tags, not its description", () => {
    const { projects } = resumeOfLines([
      ...header,
      heading('Projects'),
      documentLine('lanternfish | Elixir, Phoenix', {
        cells: ['lanternfish | Elixir, Phoenix', 'github.com/tamsin/lanternfish'],
      }),
      documentLine('• A feed reader for slow connections'),
    ]);
    expect(projects?.[0]).toEqual(
      expect.objectContaining({
        name: 'lanternfish',
        keywords: ['Elixir', 'Phoenix'],
        url: 'https://github.com/tamsin/lanternfish',
      }),
    );
    expect(projects?.[0]?.description).toBeUndefined();
  });

  it('reads a grade after the field of study as the grade', () => {
    const { education } = resumeOfLines([
      ...header,
      heading('Education'),
      documentLine(
        'University of Wessex 2012 – 2016',
        cells('University of Wessex', '2012 – 2016'),
      ),
      documentLine('Bachelor of Science, Physics, GPA: 3.4'),
    ]);
    expect(education?.[0]).toEqual(
      expect.objectContaining({
        institution: 'University of Wessex',
        area: 'Physics',
        score: '3.4',
      }),
    );
  });

  it('reads certificates written as bullets, "Name, Issuer, Month Year"', () => {
    const { certificates } = resumeOfLines([
      ...header,
      heading('Certifications'),
      documentLine('• Certified Lighthouse Keeper, Coastal Board, Feb 2021'),
    ]);
    expect(certificates).toEqual([
      { name: 'Certified Lighthouse Keeper', issuer: 'Coastal Board', date: '2021-02' },
    ]);
  });

  it('reads spoken languages parted by commas, each with its level in brackets', () => {
    const { languages } = resumeOfLines([
      ...header,
      heading('Languages'),
      documentLine('Welsh (Native), Breton (Basic)'),
    ]);
    expect(languages).toEqual([
      { language: 'Welsh', fluency: 'Native' },
      { language: 'Breton', fluency: 'Basic' },
    ]);
  });
});
