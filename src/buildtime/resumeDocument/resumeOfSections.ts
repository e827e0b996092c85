/**
 * A résumé's sections as a JSON Resume, and what could not be placed. Nothing is made up: every
 * value is words of the document. What fits no field is kept where it belongs (an entry's summary
 * for words of its head that are no field, the owner's summary for words of the header, a section
 * of its own under an unknown heading) and listed in `unplaced`.
 */
import type { JsonResume } from '../jsonResume/format';
import { readContacts, type Contacts } from './contacts';
import type { DocumentLine } from './documentLine';
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

const textOf = (lines: DocumentLine[]) => lines.map((line) => line.text).join(' ');
const unplacedOf = (line: DocumentLine, reason: string, placedIn?: string): Unplaced => ({
  line: line.text,
  ...(line.page && { page: line.page }),
  reason,
  ...(placedIn && { placedIn }),
});

export function resumeOfSections(
  sections: Section[],
  firstPage: DocumentLine[],
): { resume: JsonResume; unplaced: Unplaced[] } {
  const resume: Fields = {};
  const unplaced: Unplaced[] = [];
  const of = (kind: Section['kind']) => sections.filter((section) => section.kind === kind);
  const linesOf = (kind: Section['kind']) => of(kind).flatMap((section) => section.lines);

  const contacts: Contacts = { profiles: [] };
  // A summary section that holds contacts (a sidebar's "About") gives them too.
  const summaryLines = linesOf('summary').flatMap((line) => {
    const rest = readContacts(line, contacts);
    return rest ? [{ ...line, text: rest }] : [];
  });
  const header = readHeader(
    [...linesOf('header'), ...linesOf('contact')],
    firstPage,
    contacts,
    summaryLines.length > 0,
  );
  const summary = [summaryLines.length ? textOf(summaryLines) : header.summary];
  for (const { line, text } of header.left) {
    summary.push(text);
    unplaced.push(
      unplacedOf(line, 'in the header, and no name, title, contact or place', 'basics.summary'),
    );
  }
  const basics = {
    ...(header.name && { name: header.name }),
    ...(header.label && { label: header.label }),
    ...(contacts.email && { email: contacts.email }),
    ...(contacts.phone && { phone: contacts.phone }),
    ...(contacts.url && { url: contacts.url }),
    ...(summary.some(Boolean) && { summary: summary.filter(Boolean).join('\n\n') }),
    ...(header.location && { location: header.location }),
    ...(contacts.profiles.length > 0 && { profiles: contacts.profiles }),
  };
  resume.basics = basics;

  for (const [kind, { list, read }] of Object.entries(entrySections)) {
    const entries: Fields[] = [];
    for (const section of of(kind as Section['kind'])) {
      const { entries: found, before } = readEntries(section.lines);
      for (const entry of found) {
        const { fields, left } = read(entry);
        const where = `${list}[${entries.length}]`;
        if (left.length > 0) {
          const kept = [...left, fields.summary].filter(Boolean).join(' ');
          if (list === 'projects')
            fields.description = [fields.description, ...left].filter(Boolean).join(' ');
          else fields.summary = kept;
          for (const part of left)
            unplaced.push({
              line: part,
              ...(entry.lines[0]?.page && { page: entry.lines[0].page }),
              reason: "in an entry's head, and no field of it",
              placedIn: `${where}.summary`,
            });
        }
        if (!entry.dates && ['work', 'volunteer', 'education'].includes(list))
          unplaced.push(unplacedOf(entry.lines[0]!, 'an entry with no dates', where));
        entries.push(fields);
      }
      for (const line of before) {
        const first = entries[0];
        if (first) first.summary = [line.text, first.summary].filter(Boolean).join(' ');
        unplaced.push(
          unplacedOf(
            line,
            `under ${section.heading}, before its first entry`,
            first ? `${list}[0].summary` : undefined,
          ),
        );
      }
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

  for (const section of of('unknown').filter((section) => !skillGroups.includes(section))) {
    const key = section.heading!;
    resume[key] = section.lines.map((line) => line.text);
    for (const line of section.lines)
      unplaced.push(unplacedOf(line, `under "${key}", a heading of no known section`, key));
  }
  return { resume: resume as JsonResume, unplaced };
}
