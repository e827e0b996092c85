/** @jest-environment node */
/**
 * Ways the JSON Resume themes set a résumé that the reader reads as a rule of its own: a date
 * after a word that leads to it, a range with no start, the degree on a line under the field of
 * study, who gave an award on a line of its own, a section of profiles, and a line the page's
 * edge cuts, which Chromium prints on both pages.
 */
import type { DocumentLine } from '../../../src/buildtime/resumeDocument/documentLine';
import { findDates } from '../../../src/buildtime/resumeDocument/dateRanges';
import { readEntries } from '../../../src/buildtime/resumeDocument/entries';
import { namedOf, projectOf, studyOf } from '../../../src/buildtime/resumeDocument/entryFields';
import { pdfLines } from '../../../src/buildtime/resumeDocument/pdfLines';
import { resumeOfSections } from '../../../src/buildtime/resumeDocument/resumeOfSections';
import { readSections } from '../../../src/buildtime/resumeDocument/sections';
import { plainPdf } from '../../support/plainPdf';

/** A line of one cell, 12 points, flush left. */
const line = (text: string, set: Partial<DocumentLine> = {}): DocumentLine => ({
  text,
  cells: [text],
  size: 12,
  bold: false,
  indent: 0,
  gapAbove: 1.2,
  links: [],
  ...set,
});

describe('dates the themes write', () => {
  it('reads a date after a word that leads to it', () => {
    expect(findDates('Verliehen 2021-06')?.dates).toMatchObject({ start: '2021-06' });
    expect(findDates('Awarded 2022-11')?.dates).toMatchObject({ start: '2022-11' });
    expect(findDates('Vision 2030')).toBeUndefined(); // a year alone there is a name's
  });

  it('reads a range with no start ("- Present") as dates, and none made up', () => {
    const found = findDates('- Present');
    expect(found?.dates).toEqual({ ongoing: true, written: '- Present' });
    expect(found?.rest).toBe('');
  });

  it("keeps a project's list under it where the project has no start", () => {
    const { entries } = readEntries([
      line('lantern', { bold: true, indent: 1.9 }),
      line('- Present', { size: 10, indent: 3, gapAbove: 2.85 }),
      line('A static site generator for small teams.', { indent: 2.5, gapAbove: 2.1 }),
      line('Used in three newsrooms', { indent: 5, gapAbove: 1.75 }),
      line('Written in Rust', { indent: 5, gapAbove: 1.1 }),
    ]);
    expect(entries).toHaveLength(1);
    const { fields } = projectOf(entries[0]!);
    expect(fields).toMatchObject({
      name: 'lantern',
      highlights: ['Used in three newsrooms', 'Written in Rust'],
    });
    expect(fields).not.toHaveProperty('startDate');
  });
});

describe("an entry's fields on lines of their own", () => {
  it('reads the degree set under the field of study, set in', () => {
    const { entries } = readEntries([
      line('Hochschule Bremen 2011-10 — 2015-09', {
        bold: true,
        cells: ['Hochschule Bremen', '2011-10 — 2015-09'],
        gapAbove: 2.3,
      }),
      line('Medieninformatik', { bold: true, gapAbove: 1.9 }),
      line('Bachelor of Science', { indent: 1.5, gapAbove: 1.1 }),
    ]);
    expect(studyOf(entries[0]!).fields).toEqual({
      institution: 'Hochschule Bremen',
      area: 'Medieninformatik',
      studyType: 'Bachelor of Science',
      startDate: '2011-10',
      endDate: '2015-09',
    });
  });

  it('keeps courses as courses where the head names the degree', () => {
    const { entries } = readEntries([
      line('Master of Science · Hochschule Bremen 2015 — 2017', {
        cells: ['Master of Science · Hochschule Bremen', '2015 — 2017'],
      }),
      line('Bachelor of Science bridging course', { indent: 1.5 }),
    ]);
    expect(studyOf(entries[0]!).fields).toMatchObject({
      studyType: 'Master of Science',
      courses: ['Bachelor of Science bridging course'],
    });
  });

  it('starts each entry at its dates where the first entry starts so', () => {
    const dates = (text: string, gapAbove: number) =>
      line(text, { size: 10.5, bold: true, indent: 40, gapAbove });
    const item = (text: string) => line(text, { indent: 1.25, gapAbove: 1.8 });
    const { entries } = readEntries([
      dates('2021-04 —', 2.6),
      line('Lead Engineer', { bold: true, gapAbove: 1.8 }),
      item('Moved the builds to a shared cache'),
      item('Wrote the release checklist'),
      dates('2018-02 — 2021-03', 0), // the first line of a page: no space above it known
      line('Build Engineer', { bold: true, gapAbove: 1.8 }),
      item('Kept the nightly builds green'),
    ]);
    expect(entries.map(({ head, items }) => ({ head, items }))).toEqual([
      {
        head: ['Lead Engineer'],
        items: ['Moved the builds to a shared cache', 'Wrote the release checklist'],
      },
      { head: ['Build Engineer'], items: ['Kept the nightly builds green'] },
    ]);
  });

  it('reads a theme\'s label over a list ("Highlights") as no field', () => {
    const { entries } = readEntries([
      line('2019-01 —', { size: 10.5, bold: true, indent: 40, gapAbove: 2.6 }),
      line('Code Club Bremen', { bold: true, gapAbove: 1.8 }),
      line('Mentor', { bold: true, gapAbove: 1.9 }),
      line('Highlights', { bold: true, gapAbove: 1.9 }),
      line('Teaches Python on Saturdays', { indent: 1.25, gapAbove: 2.7 }),
    ]);
    expect(entries.map(({ head, summary, items }) => ({ head, summary, items }))).toEqual([
      { head: ['Code Club Bremen', 'Mentor'], items: ['Teaches Python on Saturdays'] },
    ]);
  });

  it('reads a name and who gave it without the space before their comma', () => {
    const { entries } = readEntries([
      line('Preis für gute Formulare , Stadt Bremen', { gapAbove: 4 }),
      line('Awarded on: Nov 01, 2022', { size: 10, indent: 0.5, gapAbove: 2.5 }),
    ]);
    expect(namedOf(entries[0]!, { name: 'title', by: 'awarder', date: 'date' }).fields).toEqual({
      title: 'Preis für gute Formulare',
      awarder: 'Stadt Bremen',
      date: '2022-11-01',
    });
  });

  it('reads who gave an award from its own line after the date', () => {
    const { entries } = readEntries([
      line('Preis für gute Formulare', { bold: true }),
      line('Awarded 2021-06', { gapAbove: 1.9 }),
      line('by Stadt Bremen', { gapAbove: 1.1 }),
    ]);
    expect(namedOf(entries[0]!, { name: 'title', by: 'awarder', date: 'date' }).fields).toEqual({
      title: 'Preis für gute Formulare',
      awarder: 'Stadt Bremen',
      date: '2021-06',
    });
  });
});

describe('profiles in a section of their own', () => {
  it("reads each network's linked username under its name", () => {
    const heading = (text: string) => line(text, { size: 19.5, bold: true, gapAbove: 2 });
    const lines = [
      line('Ada Quill', { size: 24, bold: true }),
      heading('Contact'),
      line('Email', { bold: true }),
      line('ada@example.org'),
      heading('About'),
      line('Engineer who keeps builds fast and small.'),
      heading('Profiles'),
      line('GitHub', { bold: true }),
      line('adaquill', { links: ['https://github.com/adaquill'] }),
      heading('Work'),
      line('Engineer, Quill Works 2020 —', { cells: ['Engineer, Quill Works', '2020 —'] }),
    ];
    const { resume, unplaced } = resumeOfSections(readSections(lines), lines);
    expect(resume.basics?.profiles).toEqual([
      { network: 'GitHub', username: 'adaquill', url: 'https://github.com/adaquill' },
    ]);
    expect(unplaced).toEqual([]);
  });
});

describe("a line the page's edge cuts", () => {
  /** Text at a place on a page, in Helvetica. */
  const at = (x: number, y: number, text: string) => `BT /F1 11 Tf ${x} ${y} Td (${text}) Tj ET`;

  it('is read once, from the next page, where Chromium prints it on both', async () => {
    const pdf = plainPdf([
      [at(72, 780, 'Dana Frost'), at(72, 400, 'Work'), at(72, 60, 'Led the build team')].join(' ') +
        // The same line, cut by the page's edge: its dashes, set lower than its digits, clipped
        // (Helvetica's digits are 6.116 points wide at 11 points, a hyphen 3.663, a space 3.058).
        ` ${[at(400, 10, '2019'), at(428.13, 10, '02'), at(450.14, 10, '2021'), at(478.27, 10, '03')].join(' ')}`,
      [at(400, 810, '2019-02 - 2021-03'), at(72, 790, 'Platform Engineer')].join(' '),
    ]);
    const texts = (await pdfLines(new Uint8Array(pdf))).map((found) => found.text);
    expect(texts).toContain('2019-02 - 2021-03');
    expect(texts.some((text) => /2019 02/.test(text))).toBe(false);
  });
});
