/** @jest-environment node */
/**
 * Lines as a PDF or Word file gives them, read into a JSON Resume: what the corpus does not pin
 * down on its own.
 */
import type { DocumentLine } from '../../../src/buildtime/resumeDocument/documentLine';
import { resumeOfSections } from '../../../src/buildtime/resumeDocument/resumeOfSections';
import { readSections } from '../../../src/buildtime/resumeDocument/sections';
import { documentLine as line } from '../../support/documentLines';

const heading = (text: string) => line(text, { size: 14, bold: true });
const read = (lines: DocumentLine[]) => resumeOfSections(readSections(lines), lines);

describe('a résumé read from its lines', () => {
  it('files a profile shown only by name from the address it links to', () => {
    const { resume } = read([
      line('Ilse Brandvold', { size: 24 }),
      line('ilse@example.net · GitHub', { links: ['https://github.com/ibrandvold'] }),
    ]);
    expect(resume.basics).toMatchObject({
      name: 'Ilse Brandvold',
      email: 'ilse@example.net',
      profiles: [
        { network: 'GitHub', username: 'ibrandvold', url: 'https://github.com/ibrandvold' },
      ],
    });
  });

  it('reads an entry in either order of title and organisation, and keeps its dates as written', () => {
    const { resume } = read([
      line('Ilse Brandvold', { size: 24 }),
      heading('Berufserfahrung'),
      line('Fjordlys AS | Backend-Entwicklerin', {
        cells: ['Fjordlys AS | Backend-Entwicklerin', '2019 – heute'],
      }),
      line('• Zahlungsdienst in Go neu geschrieben'),
      heading('Ausbildung'),
      line('Universität Bergen', { cells: ['Universität Bergen', '10/2014 – 09/2018'] }),
      line('Bachelor of Science, Informatik'),
    ]);
    expect(resume.work).toEqual([
      {
        name: 'Fjordlys AS',
        position: 'Backend-Entwicklerin',
        startDate: '2019',
        highlights: ['Zahlungsdienst in Go neu geschrieben'],
      },
    ]);
    expect(resume.education).toEqual([
      {
        institution: 'Universität Bergen',
        studyType: 'Bachelor of Science',
        area: 'Informatik',
        startDate: '2014-10',
        endDate: '2018-09',
      },
    ]);
  });

  it('tells a skill group named "Languages" from the spoken languages, and reads groups by their names', () => {
    const { resume } = read([
      line('Ilse Brandvold', { size: 24 }),
      heading('Skills'),
      line('Backend: Go, PostgreSQL | Kafka'),
      line('Languages: Go · Rust'),
      heading('Languages'),
      line('Norwegian (native) · English – C1'),
    ]);
    expect(resume.skills).toEqual([
      { name: 'Backend', keywords: ['Go', 'PostgreSQL', 'Kafka'] },
      { name: 'Languages', keywords: ['Go', 'Rust'] },
    ]);
    expect(resume.languages).toEqual([
      { language: 'Norwegian', fluency: 'native' },
      { language: 'English', fluency: 'C1' },
    ]);
  });

  it('keeps what it cannot place out of the résumé, listed with where it seems to belong', () => {
    const { resume, unplaced } = read([
      line('Ilse Brandvold', { size: 24 }),
      line('Backend Engineer'),
      line('Open to relocation · 12 weeks notice'),
      heading('Experience'),
      line('Fjordlys AS, Engineer', { cells: ['Fjordlys AS, Engineer', '2019 – 2021'] }),
      heading('Education'),
      line('Universität Bergen'),
      heading('Climbing'),
      line('Bouldering in Bergen every week'),
    ]);
    expect(resume.basics).toMatchObject({ label: 'Backend Engineer' });
    const published = JSON.stringify(resume);
    for (const words of ['relocation', 'Climbing', 'Bouldering'])
      expect(published).not.toContain(words);
    expect(unplaced).toEqual([
      expect.objectContaining({
        line: 'Open to relocation · 12 weeks notice',
        near: 'basics.summary',
      }),
      expect.objectContaining({
        line: 'Universität Bergen',
        placedIn: 'education[0]',
        reason: 'an entry with no dates',
      }),
      expect.objectContaining({
        line: 'Bouldering in Bergen every week',
        reason: expect.stringContaining('"Climbing"'),
      }),
    ]);
  });
});
