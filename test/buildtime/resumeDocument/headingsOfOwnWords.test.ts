/** @jest-environment node */
/**
 * Headings of the owner's own words (a sidebar's skill groups named like its sections): known by
 * how the document sets its headings, in scripts without capitals too, and not taken from an
 * entry's head set in the same type.
 */
import type { DocumentLine } from '../../../src/buildtime/resumeDocument/documentLine';
import { documentLine, resumeOfLines as read } from '../../support/documentLines';

const line = (text: string, more: Partial<DocumentLine> = {}) =>
  documentLine(text, { size: 8, ...more });
const heading = (text: string) => line(text, { size: 10.5, gapAbove: 2.8 });

/** A résumé whose sidebar names its skill groups as it names its sections, tags set apart. */
const resumeWith = (groups: [string, string][], school: string) => [
  line('Ren Halvorsen', { size: 30 }),
  heading('Summary'),
  line('Builds quiet, fast services.'),
  ...groups.flatMap(([name, skills]) => [
    heading(name),
    line(skills, { gapAbove: 3, spacedParts: skills.split(' ') }),
  ]),
  heading('Languages'),
  line('English (Native)'),
  heading('Experience'),
  line('04/2021 - Present', { indent: 35, gapAbove: 2.9 }),
  line('Senior Engineer', { gapAbove: 1.1 }),
  heading('Education'),
  line('09/2014 - 06/2018', { indent: 35, gapAbove: 2.9 }),
  // The school's name set in the headings' type, close under its dates.
  line(school, { size: 10.5, gapAbove: 0.4 }),
  line('Bachelor of Science'),
];

describe('headings of the owner’s own words', () => {
  it('reads groups of skills named in a script without capitals, as a capitalised name is', () => {
    for (const groups of [
      [
        ['Frontend', 'React TypeScript CSS'],
        ['Backend', 'Node.js PostgreSQL'],
      ],
      [
        ['الواجهات', 'React TypeScript CSS'],
        ['الخوادم', 'Node.js PostgreSQL'],
      ],
      [
        ['前端', 'React TypeScript CSS'],
        ['后端', 'Node.js PostgreSQL'],
      ],
    ] as [string, string][][])
      expect(read(resumeWith(groups, 'Harbour University')).skills).toEqual([
        { name: groups[0]![0], keywords: ['React', 'TypeScript', 'CSS'] },
        { name: groups[1]![0], keywords: ['Node.js', 'PostgreSQL'] },
      ]);
  });

  it('takes no entry’s head set in the headings’ type close under its dates for a heading', () => {
    const resume = read(
      resumeWith(
        [
          ['前端', 'React TypeScript CSS'],
          ['后端', 'Node.js PostgreSQL'],
        ],
        '浙江大学',
      ),
    );
    expect(resume.education).toEqual([
      expect.objectContaining({ institution: '浙江大学', startDate: '2014-09' }),
    ]);
    expect(resume.skills).toHaveLength(2);
  });
});
