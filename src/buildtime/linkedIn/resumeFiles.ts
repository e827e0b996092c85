/**
 * The résumé files of LinkedIn's export, by their key (exportFiles.ts): which JSON Resume section
 * each fills, and how a row becomes an entry of it. Columns are read by name, so a column LinkedIn
 * adds or drops changes nothing; where 2018's exports named a column otherwise, both are read.
 */
import type { Catalog } from '../../i18n/words';
import { descriptionParts } from './texts';
import { dates, defined, text, textOf, webAddress, type Row, type UnreadDate } from './rows';

/** What making an entry from a row takes. */
export interface RowTools {
  /** Dates LinkedIn's way of writing was not recognised in. */
  unread: UnreadDate[];
  catalog: Catalog;
  /** The content's language, then English: the languages LinkedIn may name a country in. */
  placeLanguages: string[];
}

interface ResumeFile {
  /** The JSON Resume section it fills. */
  section: string;
  /** What one entry is, for the import's lines. */
  entry: [one: string, many: string];
  /** The entry, or undefined for a row that is not to be shown (a hidden recommendation). */
  read: (row: Row, tools: RowTools) => Record<string, unknown> | undefined;
}

const period = (row: Row, unread: UnreadDate[]) =>
  dates(
    row,
    { startDate: ['Started On', 'Start Date'], endDate: ['Finished On', 'End Date'] },
    unread,
  );

/** A description as JSON Resume's summary (or `summaryField`) and highlights. */
function described(row: Row, column: string, summaryField = 'summary') {
  const { summary, bullets } = descriptionParts(row[column.toLowerCase()]);
  return { [summaryField]: summary, highlights: bullets.length > 0 ? bullets : undefined };
}

const fluency: Record<string, keyof Catalog> = {
  'native or bilingual proficiency': 'fluencyNative',
  'full professional proficiency': 'fluencyFullProfessional',
  'professional working proficiency': 'fluencyProfessional',
  'limited working proficiency': 'fluencyLimited',
  'elementary proficiency': 'fluencyElementary',
};

export const resumeFiles: Record<string, ResumeFile> = {
  positions: {
    section: 'work',
    entry: ['role', 'roles'],
    read: (row, { unread }) =>
      defined({
        name: text(row, 'Company Name'),
        position: text(row, 'Title'),
        location: text(row, 'Location'),
        ...period(row, unread),
        ...described(row, 'Description'),
      }),
  },
  education: {
    section: 'education',
    entry: ['school', 'schools'],
    read: (row, { unread }) =>
      defined({
        institution: text(row, 'School Name'),
        studyType: text(row, 'Degree Name'),
        ...period(row, unread),
        notes: text(row, 'Notes'),
        activities: text(row, 'Activities'),
      }),
  },
  certifications: {
    section: 'certificates',
    entry: ['certificate', 'certificates'],
    read: (row, { unread }) =>
      defined({
        name: text(row, 'Name'),
        issuer: text(row, 'Authority'),
        ...dates(row, { date: ['Started On'], expires: ['Finished On'] }, unread),
        url: webAddress(text(row, 'Url')),
        licenseNumber: text(row, 'License Number'),
      }),
  },
  languages: {
    section: 'languages',
    entry: ['language', 'languages'],
    read: (row, { catalog }) => {
      const level = text(row, 'Proficiency');
      const word = level && fluency[level.toLowerCase()];
      return defined({
        language: text(row, 'Name'),
        fluency: word ? (catalog[word] as string) : level,
      });
    },
  },
  projects: {
    section: 'projects',
    entry: ['project', 'projects'],
    read: (row, { unread }) =>
      defined({
        name: text(row, 'Title'),
        ...described(row, 'Description', 'description'),
        url: webAddress(text(row, 'Url')),
        ...period(row, unread),
      }),
  },
  honors: {
    section: 'awards',
    entry: ['award', 'awards'],
    read: (row, { unread }) =>
      defined({
        title: text(row, 'Title'),
        ...dates(row, { date: ['Issued On', 'Issue Date'] }, unread),
        awarder: text(row, 'Issuer'),
        summary: text(row, 'Description'),
      }),
  },
  publications: {
    section: 'publications',
    entry: ['publication', 'publications'],
    read: (row, { unread }) =>
      defined({
        name: text(row, 'Name'),
        publisher: text(row, 'Publisher'),
        ...dates(row, { releaseDate: ['Published On'] }, unread),
        url: webAddress(text(row, 'Url')),
        summary: text(row, 'Description'),
      }),
  },
  volunteering: {
    section: 'volunteer',
    entry: ['role', 'roles'],
    read: (row, { unread }) =>
      defined({
        organization: textOf(row, 'Company Name', 'Organization'),
        position: text(row, 'Role'),
        ...period(row, unread),
        ...described(row, 'Description'),
        cause: text(row, 'Cause'),
      }),
  },
  // JSON Resume has no memberships: an organisation one belongs to reads best as volunteering.
  organizations: {
    section: 'volunteer',
    entry: ['membership', 'memberships'],
    read: (row, { unread }) =>
      defined({
        organization: text(row, 'Name'),
        position: text(row, 'Position'),
        ...period(row, unread),
        ...described(row, 'Description'),
      }),
  },
  recommendationsreceived: {
    section: 'references',
    entry: ['recommendation shown on your profile', 'recommendations shown on your profile'],
    // Only what the owner shows on their profile: a hidden recommendation stays between them.
    read: (row) =>
      text(row, 'Status')?.toUpperCase() === 'VISIBLE'
        ? defined({
            name: [text(row, 'First Name'), text(row, 'Last Name')].filter(Boolean).join(' '),
            reference: text(row, 'Text'),
          })
        : undefined,
  },
  causesyoucareabout: {
    section: 'interests',
    entry: ['cause', 'causes'],
    read: (row) => defined({ name: text(row, 'Supported Cause') }),
  },
};
