/**
 * LinkedIn's data export as a JSON Resume, which `npm run content:import` then makes into the
 * owner's content as it does any other. Every file of the export gets one line: what was read
 * from it and where it went, or what it holds and why it was left out.
 */
import type { Catalog } from '../../i18n/words';
import type { JsonResume } from '../jsonResume/format';
import type { ExportFile } from './exportFiles';
import { privateFiles } from './leftOutFiles';
import { readProfile } from './profileFiles';
import { resumeFiles } from './resumeFiles';
import { text, type UnreadDate } from './rows';
import { emptyEntry, leftOutEmpty } from '../jsonResume/emptyEntries';

/** What the page calls each section the export fills, for the import's lines. */
const sectionNames: Record<string, string> = {
  work: 'Experience',
  education: 'Education',
  certificates: 'Certificates',
  languages: 'Languages',
  projects: 'Projects',
  awards: 'Awards',
  publications: 'Publications',
  volunteer: 'Volunteering',
  references: 'References',
  interests: 'Interests',
};

/**
 * Files of a résumé that neither JSON Resume nor the page has a section for: left out, saying so,
 * since resume.json publishes only fields JSON Resume defines or the owner wrote.
 */
const noSectionFiles: Record<string, string> = {
  patents: 'patents (a publication can hold one)',
  testscores: 'test scores (an award can hold one)',
};

const counted = (count: number, [one, many]: [string, string]) =>
  `${count} ${count === 1 ? one : many}`;

type Entry = Record<string, unknown>;

/** The courses (Courses.csv) under the school they can be placed with, and the line saying where. */
function placeCourses(file: ExportFile, schools: Entry[]): string {
  const courses = file.records.flatMap((row) => {
    const name = text(row, 'Name');
    const code = text(row, 'Number');
    return name ? [code ? `${code}: ${name}` : name] : [];
  });
  const what = counted(courses.length, ['course', 'courses']);
  if (schools.length === 0)
    return `${file.path}: ${what}, but no school to list them under, so left out`;
  // LinkedIn does not say which school a course was taken at: the latest is the likeliest, and
  // one still under way is the latest.
  const lastDate = (school: Entry) => String(school.endDate ?? (school.startDate ? '9999' : ''));
  const latest = [...schools].sort((a, b) => lastDate(b).localeCompare(lastDate(a)))[0]!;
  latest.courses = courses;
  return (
    `${file.path}: read ${what}, listed under ${String(latest.institution)}` +
    (schools.length > 1
      ? ' (LinkedIn does not say which school: move them in owner/portfolio.json if another)'
      : '')
  );
}

/** The export as a JSON Resume, and one line for each of its files. */
export function fromLinkedIn(
  { files, others }: { files: Map<string, ExportFile>; others: string[] },
  { tag, catalog, phone }: { tag: string; catalog: Catalog; phone: boolean },
): { resume: JsonResume; lines: string[] } {
  const placeLanguages = [...new Set([tag, 'en'])];
  const { basics, lines } = readProfile(files, { phone, placeLanguages });
  const resume: Record<string, unknown> = { basics };
  const unread: { file: string; dates: UnreadDate[] }[] = [];
  const handled = new Set(['profile', 'profilesummary', 'emailaddresses', 'phonenumbers']);

  for (const [key, { section, entry, read }] of Object.entries(resumeFiles)) {
    const file = files.get(key);
    if (!file) continue;
    handled.add(key);
    const dates: UnreadDate[] = [];
    const shown = file.records.flatMap((row) => {
      const made = read(row, { unread: dates, catalog, placeLanguages });
      return made ? [made] : [];
    });
    const empty = shown.flatMap((made) => emptyEntry(section, made) ?? []);
    const entries = shown.filter((made) => !emptyEntry(section, made));
    if (dates.length > 0) unread.push({ file: file.path, dates });
    resume[section] = [...((resume[section] as Entry[] | undefined) ?? []), ...entries];
    const hidden = file.records.length - shown.length;
    lines.push(
      `${file.path}: read ${counted(entries.length, entry)}, into ${sectionNames[section]}` +
        (hidden > 0 ? `; left out ${hidden} hidden on your profile` : '') +
        (empty.length > 0 ? `; ${leftOutEmpty(section, empty, ['row', 'rows'])}` : ''),
    );
  }

  const skills = files.get('skills');
  if (skills) {
    handled.add('skills');
    const names = skills.records.map((row) => text(row, 'Name')).filter(Boolean);
    if (names.length > 0) resume.skills = [{ name: catalog.skillsTitle, keywords: names }];
    lines.push(
      `${skills.path}: read ${counted(names.length, ['skill', 'skills'])}, as one group, shown under the heading "${catalog.skillsTitle}" alone`,
    );
  }
  const courses = files.get('courses');
  if (courses) {
    handled.add('courses');
    lines.push(placeCourses(courses, (resume.education as Entry[] | undefined) ?? []));
  }
  for (const [key, what] of Object.entries(noSectionFiles)) {
    const file = files.get(key);
    if (!file) continue;
    handled.add(key);
    lines.push(
      `${file.path}: left out (${counted(file.records.length, ['row', 'rows'])}): neither JSON Resume nor the page has a section for ${what}; write what you want shown into owner/portfolio.json`,
    );
  }
  for (const { file, dates } of unread)
    for (const { column, value } of dates)
      lines.push(
        `${file}: "${value}" (${column}) is no date LinkedIn writes, so kept as written, for resume.json only; write it as 2024 or 2024-05 in owner/portfolio.json`,
      );

  for (const [key, file] of files) {
    if (handled.has(key)) continue;
    const rows = counted(file.records.length, ['row', 'rows']);
    lines.push(
      privateFiles[key]
        ? `${file.path}: left out as private: ${privateFiles[key]} (${rows})`
        : `${file.path}: left out, not part of a résumé (${rows})`,
    );
  }
  for (const other of others) lines.push(`${other}: left out, not part of a résumé`);
  for (const file of files.values()) lines.push(...file.leftOut);
  return { resume: resume as JsonResume, lines: lines.sort((a, b) => a.localeCompare(b, 'en')) };
}
