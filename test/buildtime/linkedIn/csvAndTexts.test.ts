import { csvRecords, csvRows } from '../../../src/buildtime/linkedIn/csv';
import { cleanText, descriptionParts, isoDate } from '../../../src/buildtime/linkedIn/texts';

describe("reading LinkedIn's CSV files", () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and CRLF rows', () => {
    const text = '\uFEFFName,Text\r\n"Laine, Mikko","She said ""ship it""\nand we did"\r\nSolo,\n';
    expect(csvRows(text)).toEqual([
      { fields: ['Name', 'Text'], line: 1 },
      { fields: ['Laine, Mikko', 'She said "ship it"\nand we did'], line: 2 },
      { fields: ['Solo', ''], line: 4 },
    ]);
  });

  it('skips the notes before the header, and matches columns whatever their case', () => {
    const text =
      'Notes:\n"When exporting your connection data, some e-mail addresses may be missing."\n\n' +
      'First Name,SharedURL\nPekka,https://example.com\n\n';
    expect(csvRecords(text)).toEqual({
      records: [{ 'first name': 'Pekka', sharedurl: 'https://example.com' }],
      longRows: [],
    });
  });

  it('reads a tab-separated file, as some of 2018’s were', () => {
    expect(csvRecords('"Time"\t"Search Query"\n"2018"\t"kafka, streams"\n')).toEqual({
      records: [{ time: '2018', 'search query': 'kafka, streams' }],
      longRows: [],
    });
  });
});

describe("LinkedIn's texts", () => {
  it('decodes HTML entities and drops stray spaces', () => {
    expect(cleanText('  R&amp;D  &#39;lab&#x27; &lt;3 &nbsp;x ')).toBe("R&D 'lab' <3 x");
  });

  it('splits a description into a summary and bullet points, inline or after flattened line breaks', () => {
    expect(descriptionParts('Led the team.  • Moved 40 pipelines • Cut the bill')).toEqual({
      summary: 'Led the team.',
      bullets: ['Moved 40 pipelines', 'Cut the bill'],
    });
    expect(descriptionParts('Joined first.  - Wrote jobs  - Set up a catalogue')).toEqual({
      summary: 'Joined first.',
      bullets: ['Wrote jobs', 'Set up a catalogue'],
    });
    expect(descriptionParts('Cut costs by -10% overall.  Then grew.')).toEqual({
      summary: 'Cut costs by -10% overall. Then grew.',
      bullets: [],
    });
  });

  it.each([
    ['2019', '2019'],
    ['Jan 2020', '2020-01'],
    ['Sept. 2021', '2021-09'],
    ['Apr 3, 2023', '2023-04-03'],
    ['04 Jul 2023', '2023-07-04'],
    ['01/2020', '2020-01'],
    ['2023-04-03', '2023-04-03'],
  ])('reads the date %s as %s', (written, iso) => {
    expect(isoDate(written)).toBe(iso);
  });

  it('reads no date from what LinkedIn does not write', () => {
    const notDates = ['Sommer 2019', '13/2020', 'Foo 2020', '', '2023-13', 'Junk 2020', 'Ma 2020'];
    expect(notDates.map(isoDate)).toEqual(notDates.map(() => undefined));
  });
});
