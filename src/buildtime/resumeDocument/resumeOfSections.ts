/**
 * A résumé's sections as a JSON Resume, and what could not be placed. Nothing is made up: every
 * value is words of the document. What fits no field (words of an entry's head or of the header
 * that are no field, lines before a section's first entry, a section under an unknown heading) is
 * listed in `unplaced` alone, with where it seems to belong: never in the résumé, which is
 * published, until the owner has looked at it.
 */
import type { JsonResume } from '../jsonResume/format';
import { readContacts, type Contacts } from './contacts';
import { findDates } from './dateRanges';
import { bulletPattern, wrappedText, type DocumentLine } from './documentLine';
import { readEntries, type Entry } from './entries';
import { namedOf, projectOf, roleOf, studyOf } from './entryFields';
import { readHeader } from './header';
import { readLanguages, readSkills, readsAsSkillGroup } from './lists';
import type { Section } from './sections';

export interface Unplaced {
  line: string;
  page?: number;
  reason: string;
  placedIn?: string;
  near?: string;
}

type Fields = Record<string, unknown>;
type EntryReader = (entry: Entry) => { fields: Fields; left: string[] };

/** JSON Resume's list for each section of entries, and how an entry's fields are read. */
const entrySections: Partial<Record<Section['kind'], { list: string; read: EntryReader }>> = {
  experience: { list: 'work', read: (entry) => roleOf(entry) },
  volunteer: {
    list: 'volunteer',
    read: (entry) => roleOf(entry, { organisation: 'organization', position: 'position' }),
  },
  education: { list: 'education', read: studyOf },
  projects: { list: 'projects', read: projectOf },
  awards: {
    list: 'awards',
    read: (entry) => namedOf(entry, { name: 'title', by: 'awarder', date: 'date' }),
  },
  certificates: {
    list: 'certificates',
    read: (entry) => namedOf(entry, { name: 'name', by: 'issuer', date: 'date' }),
  },
  publications: {
    list: 'publications',
    read: (entry) => namedOf(entry, { name: 'name', by: 'publisher', date: 'releaseDate' }),
  },
};

const roleLists = new Set(['work', 'volunteer']);
const namedLists = new Set(['certificates', 'awards', 'publications']);

/**
 * A list item that holds a date ("• Name, Issuer, Feb 2023"), under a heading of certificates or
 * awards: an entry of its own, its head the parts between commas.
 */
function datedItem(line: DocumentLine): [DocumentLine, Entry][] {
  const found = findDates(line.text);
  if (!found || found.dates.ongoing) return [];
  const head = found.rest
    .replace(bulletPattern, '')
    .split(/[,،，]\s*/u)
    .map((part) => part.trim())
    .filter(Boolean);
  return head.length ? [[line, { head, dates: found.dates, items: [], lines: [line] }]] : [];
}

const textOf = (lines: DocumentLine[]) => wrappedText(lines.map((line) => line.text));
const unplacedOf = (
  line: DocumentLine,
  reason: string,
  where: { placedIn?: string; near?: string } = {},
): Unplaced => ({
  line: line.text,
  ...(line.page && { page: line.page }),
  reason,
  ...where,
});

/** Whether most of a section's lines are contacts. */
function holdsContacts({ lines }: Section): boolean {
  const found: Contacts = { profiles: [] };
  return 2 * lines.filter((line) => readContacts(line, found) !== line.text).length > lines.length;
}

export function resumeOfSections(
  sections: Section[],
  firstPage: DocumentLine[],
): { resume: JsonResume; unplaced: Unplaced[] } {
  const resume: Fields = {};
  const unplaced: Unplaced[] = [];
  const of = (kind: Section['kind']) => sections.filter((section) => section.kind === kind);
  const linesOf = (kind: Section['kind']) => of(kind).flatMap((section) => section.lines);

  const contacts: Contacts = { profiles: [] };
  // A summary section of contacts, most of its lines (a sidebar's "About": a place, an address, a
  // phone), is read as a header is; one that holds a few gives them too.
  const contactSummaries = of('summary').filter(holdsContacts);
  const summaryLines = of('summary')
    .filter((section) => !contactSummaries.includes(section))
    .flatMap((section) => section.lines)
    .flatMap((line) => {
      const rest = readContacts(line, contacts);
      return rest ? [{ ...line, text: rest }] : [];
    });
  const header = readHeader(
    [
      ...linesOf('header'),
      ...linesOf('contact'),
      ...contactSummaries.flatMap((section) => section.lines),
    ],
    firstPage,
    contacts,
    summaryLines.length > 0,
  );
  const summary = summaryLines.length ? textOf(summaryLines) : header.summary;
  // Its words that are none of the header's fields, not the line's place or contacts.
  for (const { line, text } of header.left)
    unplaced.push({
      ...unplacedOf(line, 'in the header, and no name, title, contact or place', {
        near: 'basics.summary',
      }),
      line: text,
    });
  const basics = {
    ...(header.name && { name: header.name }),
    ...(header.label && { label: header.label }),
    ...(contacts.email && { email: contacts.email }),
    ...(contacts.phone && { phone: contacts.phone }),
    ...(contacts.url && { url: contacts.url }),
    ...(summary && { summary }),
    ...(header.location && { location: header.location }),
    ...(contacts.profiles.length > 0 && { profiles: contacts.profiles }),
  };
  resume.basics = basics;

  for (const [kind, { list, read: readFields }] of Object.entries(entrySections)) {
    const entries: Fields[] = [];
    for (const section of of(kind as Section['kind'])) {
      const read = readEntries(section.lines);
      const dated = namedLists.has(list) ? read.before.flatMap(datedItem) : [];
      const found = [...dated.map(([, entry]) => entry), ...read.entries];
      const before = read.before.filter((line) => !dated.some(([item]) => item === line));
      for (const entry of found) {
        const { fields, left } = readFields(entry);
        // A promotion: a role under the company's heading, set once over the roles held there.
        const above = entries.at(-1);
        if (roleLists.has(list) && above && !fields.name && !fields.organization && fields.position)
          Object.assign(fields, {
            ...(above.name !== undefined && { name: above.name }),
            ...(above.organization !== undefined && { organization: above.organization }),
            ...(!fields.location && above.location !== undefined && { location: above.location }),
          });
        const where = `${list}[${entries.length}]`;
        for (const part of left)
          unplaced.push({
            line: part,
            ...(entry.lines[0]?.page && { page: entry.lines[0].page }),
            reason: "in an entry's head, and no field of it",
            near: `${where}.${list === 'projects' ? 'description' : 'summary'}`,
          });
        if (!entry.dates && ['work', 'volunteer', 'education'].includes(list))
          unplaced.push(unplacedOf(entry.lines[0]!, 'an entry with no dates', { placedIn: where }));
        entries.push(fields);
      }
      for (const line of before)
        unplaced.push(
          unplacedOf(
            line,
            `under ${section.heading}, before its first entry`,
            found.length ? { near: `${list}[${entries.length - found.length}].summary` } : {},
          ),
        );
    }
    if (entries.length) resume[list] = entries;
  }

  // With no section of skills, sections of an unknown heading over a few short items are its groups.
  const skillGroups = of('skills').length
    ? []
    : of('unknown').filter((section) => readsAsSkillGroup(section.lines));
  const skills = [
    ...readSkills(linesOf('skills')),
    ...skillGroups.flatMap((section) =>
      readSkills(section.lines).map((group) => ({ name: section.heading, ...group })),
    ),
  ];
  if (skills.length)
    resume.skills = skills.map(({ name, keywords }) => ({ ...(name && { name }), keywords }));
  const languages = of('languages').length
    ? readLanguages(linesOf('languages'))
    : (header.languages ?? []).map((language) => ({ language }));
  if (languages.length) resume.languages = languages;
  const interests = linesOf('interests')
    .flatMap((line) => line.text.split(/\s*[,·•|]\s*/u))
    .filter(Boolean);
  if (interests.length) resume.interests = interests.map((name) => ({ name }));
  const references = linesOf('references');
  if (references.length) resume.references = [{ reference: textOf(references) }];

  for (const section of of('unknown').filter((section) => !skillGroups.includes(section)))
    for (const line of section.lines)
      unplaced.push(unplacedOf(line, `under "${section.heading}", a heading of no known section`));
  return { resume: resume as JsonResume, unplaced };
}
