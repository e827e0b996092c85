/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { fromJsonResume } from '../../../src/buildtime/jsonResume/importResume';
import { toJsonResume } from '../../../src/buildtime/jsonResume/exportResume';
import type { JsonResume } from '../../../src/buildtime/jsonResume/format';
import { fromLinkedIn } from '../../../src/buildtime/linkedIn/fromLinkedIn';
import { readExport } from '../../../src/buildtime/linkedIn/exportFiles';
import { loadLanguage } from '../../../src/buildtime/content/languages';
import {
  aboutFields,
  listSectionKeys,
  listSections,
  profileFields,
  type Fields,
} from '../../../src/content/declarations';
import { resumeData } from '../../../src/buildtime/documents/resumeData';
import { checkedFixture } from '../../support/checkedContent';
import { linkedInExports, type LinkedInExport } from '../../support/linkedInExports';
import otherOwner from '../../fixtures/other-owner.resume.json';
import unnamedFields from '../../fixtures/unnamed-fields.resume.json';

const schemaPackage = path.dirname(require.resolve('@jsonresume/schema/package.json'));
const examples = fs
  .readdirSync(path.join(schemaPackage, 'examples'))
  .map((name) => path.join(schemaPackage, 'examples', name));
const jsonResumes: [string, JsonResume][] = [
  ['other-owner.resume.json', otherOwner as JsonResume],
  ['unnamed-fields.resume.json', unnamedFields as JsonResume],
  ...examples.map((file): [string, JsonResume] => [
    path.basename(file),
    JSON.parse(fs.readFileSync(file, 'utf8')) as JsonResume,
  ]),
];

function catalogOf(tag: string) {
  const language = loadLanguage(tag);
  if ('problems' in language) throw new Error(language.problems.join('\n'));
  return language.catalog;
}

function imported(resume: JsonResume, tag = 'en') {
  const made = fromJsonResume(resume, () => false, { tag, catalog: catalogOf(tag) });
  if ('problems' in made) throw new Error(made.problems.join('\n'));
  return made;
}

/** A LinkedIn export as the import reads it, with `change` made to its files' rows first. */
function linkedIn(which: LinkedInExport, change: (files: Map<string, Row[]>) => void = () => {}) {
  const { file, tag } = linkedInExports[which];
  const read = readExport(file);
  if (!read || 'problem' in read) throw new Error(`${file} is not read as an export`);
  change(new Map([...read.files].map(([key, { records }]) => [key, records])));
  return { tag, ...fromLinkedIn(read, { tag, catalog: catalogOf(tag), phone: false }) };
}
type Row = Record<string, string>;
/** A row of a file with only these columns filled, by LinkedIn's names, in this header set. */
const rowOf = (like: Row, filled: Record<string, string>): Row =>
  Object.fromEntries(
    Object.keys(like).map((column) => [
      column,
      Object.entries(filled).find(([name]) => name.toLowerCase() === column)?.[1] ?? '',
    ]),
  );

/** Every text of the content that JSON Resume has a field for, with where it is. */
function resumeTexts(content: Record<string, unknown>): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walk = (fields: Fields, value: Record<string, unknown>, where: string) => {
    for (const [name, field] of Object.entries(fields)) {
      const held = value[name];
      if (held === undefined || !field.resume) continue;
      if (field.kind === 'object') walk(field.fields, held as Record<string, unknown>, where);
      else if (field.kind === 'list')
        (held as Record<string, unknown>[]).forEach((item, index) =>
          walk(field.fields, item, `${where}.${name}[${index}]`),
        );
      else if (['text', 'texts', 'plain', 'tags'].includes(field.kind))
        for (const text of [held].flat() as string[])
          found.push({ where: `${where}.${name}`, text });
    }
  };
  walk(profileFields, content.profile as Record<string, unknown>, 'profile');
  walk(aboutFields, content.about as Record<string, unknown>, 'about');
  for (const key of listSectionKeys)
    ((content[key] ?? []) as Record<string, unknown>[]).forEach((entry, index) =>
      walk(listSections[key].fields, entry, `${key}[${index}]`),
    );
  return found;
}

/** Every string a JSON value holds. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

/** The texts of the content that no field of the resume holds: words the import made up. */
function madeUp(resume: JsonResume, content: Record<string, unknown>) {
  const written = stringsOf(resume);
  return resumeTexts(content).filter(({ text }) => !written.some((given) => given.includes(text)));
}

describe('an import leaves out what says nothing', () => {
  it.each(['current', 'older'] as const)(
    "%s LinkedIn export: a school with only its name, and an empty row, are left out and named in the file's line",
    (which) => {
      const { resume, lines } = linkedIn(which, (files) => {
        const schools = files.get('education')!;
        schools.push(rowOf(schools[0]!, { 'School Name': 'Coursera' }));
        const honors = files.get('honors')!;
        honors.push(rowOf(honors[0]!, {}));
      });
      const schools = resume.education ?? [];
      expect(schools.map((school) => school.institution)).not.toContain('Coursera');
      const educationLine = lines.find((line) => /^Education\.csv: /.test(line));
      expect(educationLine).toMatch(
        new RegExp(
          `read ${schools.length} schools, .*; left out 1 row with no degree, field or dates: Coursera$`,
        ),
      );
      expect(lines.find((line) => /^Honors\.csv: /.test(line))).toMatch(/; left out 1 empty row$/);
      // What is left out is not counted among what was read.
      const { resume: unchanged } = linkedIn(which);
      expect(schools).toHaveLength(unchanged.education!.length);
      expect(resume.awards).toHaveLength(unchanged.awards!.length);
    },
  );

  it.each(['current', 'older'] as const)(
    "%s LinkedIn export: a project, an honor and a language with no name are left out and named in the file's line",
    (which) => {
      const { resume, lines } = linkedIn(which, (files) => {
        const projects = files.get('projects')!;
        projects.push(rowOf(projects[0]!, { Description: 'A weekend of soldering.' }));
        const honors = files.get('honors')!;
        honors.push(rowOf(honors[0]!, { Description: 'For the bus display.' }));
        const languages = files.get('languages')!;
        languages.push(rowOf(languages[0]!, { Proficiency: 'Native or bilingual proficiency' }));
      });
      const { resume: unchanged } = linkedIn(which);
      expect(resume.projects).toEqual(unchanged.projects);
      expect(resume.awards).toEqual(unchanged.awards);
      expect(resume.languages).toEqual(unchanged.languages);
      const lineOf = (file: string) => lines.find((line) => line.startsWith(`${file}: `));
      expect(lineOf('Projects.csv')).toMatch(/; left out 1 row with no name$/);
      expect(lineOf('Honors.csv')).toMatch(/; left out 1 row with no title or awarder$/);
      expect(lineOf('Languages.csv')).toMatch(/; left out 1 row with no language$/);
    },
  );

  it.each(jsonResumes)(
    '%s: a job, a school and a volunteer role with only their organisation, and empty entries, are left out and named',
    (_name, example) => {
      const added = { name: 'Coursera', url: 'https://coursera.org' };
      const resume = {
        ...example,
        work: [...(example.work ?? []), added],
        education: [...(example.education ?? []), { institution: 'Coursera' }],
        volunteer: [
          ...((example.volunteer as unknown[] | undefined) ?? []),
          { organization: 'Red Cross' },
        ],
        awards: [...(example.awards ?? []), {}],
      };
      const { content, defaulted } = imported(resume);
      const original = imported(example).content;
      expect(content.experience).toEqual(original.experience);
      expect(content.education).toEqual(original.education);
      expect(content.volunteer).toEqual(original.volunteer);
      expect(content.awards).toEqual(original.awards);
      const at = (list: unknown[] | undefined) => (list ?? []).length - 1;
      expect(defaulted).toEqual(
        expect.arrayContaining([
          `work[${at(resume.work)}]: left out 1 entry with no title, dates or description: Coursera`,
          `education[${at(resume.education)}]: left out 1 entry with no degree, field or dates: Coursera`,
          `volunteer[${at(resume.volunteer)}]: left out 1 entry with no role, dates or description: Red Cross`,
          `awards[${at(resume.awards)}]: left out 1 empty entry`,
        ]),
      );
    },
  );

  it('keeps an award, a certificate or a project that has only its name: the name is what it is', () => {
    const { content } = imported({
      ...otherOwner,
      awards: [{ title: 'Best paper' }],
      certificates: [{ name: 'CKA' }],
      projects: [{ name: 'Tuulivoima' }],
    } as JsonResume);
    expect([
      content.awards[0]?.title,
      content.certificates[0]?.name,
      content.projects[0]?.title,
    ]).toEqual(['Best paper', 'CKA', 'Tuulivoima']);
  });
});

describe('no text the owner did not write is published', () => {
  /** The resume with every field a placeholder once stood in for left out. */
  const withoutNames = (example: JsonResume): JsonResume => ({
    ...example,
    work: [
      { position: 'Consultant', startDate: '2020' },
      { name: 'Acme', summary: 'Ran it.' },
    ],
    awards: [{ title: 'Best paper', date: '2021' }],
    education: [{ studyType: 'BSc', area: 'Physics' }],
    volunteer: [{ position: 'Mentor', startDate: '2019' }],
    references: [{ reference: 'A joy to work with.' }],
  });

  it.each(jsonResumes)(
    '%s: every text of the content is one the resume has, also where it leaves names out',
    (_name, example) => {
      for (const resume of [example, withoutNames(example)])
        expect(madeUp(resume, imported(resume).content as never)).toEqual([]);
    },
  );

  it.each(['current', 'older'] as const)(
    '%s LinkedIn export: every text of the content is one the export has',
    (which) => {
      const { resume, tag } = linkedIn(which);
      expect(madeUp(resume, imported(resume, tag).content as never)).toEqual([]);
    },
  );

  it.each(['current', 'older'] as const)(
    '%s LinkedIn export: a school with dates and no degree is headed by its name, not a word of the catalog',
    (which) => {
      const { resume, tag } = linkedIn(which, (files) => {
        const schools = files.get('education')!;
        const dates = { 'Start Date': '2020', 'Started On': '2020' };
        schools.push(rowOf(schools[0]!, { 'School Name': 'Coursera', ...dates }));
      });
      const { content, words } = checkedFixture(imported(resume, tag).content);
      const coursera = content.entries.education.at(-1)!;
      expect([coursera.title, coursera.details]).toEqual(['Coursera', []]);
      const drawn = resumeData(content, words).sections.find(({ key }) => key === 'education');
      expect(drawn!.entries!.at(-1)!.title).toContain('Coursera');
    },
  );

  it("leaves what the resume does not give out of the page's entries, the résumé and resume.json", () => {
    const resume = withoutNames(otherOwner as JsonResume);
    const { content, words } = checkedFixture(imported(resume).content);
    const resumeJson = toJsonResume(content, words, { siteUrl: null, pageUrl: null });
    // resume.json gives back exactly what was imported: nothing added.
    for (const key of ['work', 'awards', 'education', 'volunteer', 'references'] as const)
      expect(resumeJson[key]).toEqual(resume[key]);
    const shown = JSON.stringify({ entries: content.entries, resume: resumeData(content, words) });
    for (const [key, entries] of Object.entries(content.entries))
      for (const entry of entries) {
        if (!entry.quote) expect({ key, title: entry.title }).not.toEqual({ key, title: '' });
        expect(entry.details.map((part) => part.text)).not.toContain('');
      }
    expect(madeUp(resume, content.owner as never)).toEqual([]);
    // The award has no organiser, so no detail; the reference is quoted by no one.
    expect(content.entries.awards[0]!.details).toEqual([]);
    expect(content.entries.references[0]!.title).toBe('');
    expect(shown).toContain('A joy to work with.');
  });
});
