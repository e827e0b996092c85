import {
  listSectionKeys,
  listSections,
  type Fields,
  type ListSection,
} from '../../content/declarations';

/**
 * An entry that says nothing the page could show is left out by every import (JSON Resume's and
 * LinkedIn's), and named. A job, a school and a volunteer's role are what was done at an
 * organisation: its name alone (with its address) says nothing of it, so such an entry is empty.
 * In the other sections the name is what the entry is (an award, a certificate, a project, a
 * language), so only an entry with nothing at all is. An entry with nothing to head it is left out
 * too: the page would have to make up its heading.
 */

/** The organisation's fields of the sections where they alone say nothing, and what such an entry lacks. */
const organisationOnly: Record<string, { name: string; fields: string[]; lacks: string }> = {
  work: { name: 'name', fields: ['name', 'url'], lacks: 'title, dates or description' },
  education: {
    name: 'institution',
    fields: ['institution', 'url'],
    lacks: 'degree, field or dates',
  },
  volunteer: {
    name: 'organization',
    fields: ['organization', 'url'],
    lacks: 'role, dates or description',
  },
};

/**
 * The JSON Resume fields that can head an entry of each section, of which it needs one
 * (declarations.ts, `headedBy`), by the section's name in JSON Resume.
 */
const headingFields: Record<string, string[]> = Object.fromEntries(
  listSectionKeys.flatMap((key) => {
    const section: ListSection = listSections[key];
    const fields = section.fields as Fields;
    return section.headedBy
      ? [[section.resume, section.headedBy.map((field) => fields[field]!.resume ?? field)]]
      : [];
  }),
);

const hasValue = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : Array.isArray(value)
      ? value.some(hasValue)
      : value !== null && typeof value === 'object'
        ? Object.values(value).some(hasValue)
        : value !== undefined && value !== null;

/** An entry left out: the organisation's name it has, if any, or that nothing can head it. */
export interface EmptyEntry {
  name?: string;
  unnamed?: true;
}

/** Whether an entry of a JSON Resume `section` is left out (see above): why, or undefined. */
export function emptyEntry(
  section: string,
  entry: Record<string, unknown>,
): EmptyEntry | undefined {
  const organisation = organisationOnly[section];
  const rest = Object.entries(entry).filter(([field]) => !organisation?.fields.includes(field));
  if (rest.some(([, value]) => hasValue(value))) {
    const heading = headingFields[section];
    return !heading || heading.some((field) => hasValue(entry[field]))
      ? undefined
      : { unnamed: true };
  }
  const name = organisation && entry[organisation.name];
  return typeof name === 'string' && name.trim() ? { name: name.trim() } : {};
}

/**
 * The import's words for the entries of a section it leaves out, as `rows` (LinkedIn's "row", JSON
 * Resume's "entry"): "left out 1 row with no degree, field or dates: Coursera", "left out 2 empty
 * rows", "left out 1 row with no title or awarder".
 */
export function leftOutEmpty(
  section: string,
  leftOut: EmptyEntry[],
  [one, many]: [string, string],
): string {
  const entries = (count: number) => `${count} ${count === 1 ? one : many}`;
  const unnamed = leftOut.filter((entry) => entry.unnamed).length;
  const empty = leftOut.filter((entry) => !entry.unnamed);
  const names = empty.flatMap(({ name }) => (name ? [name] : []));
  const lacks = organisationOnly[section]?.lacks;
  return [
    empty.length > 0 &&
      (lacks && names.length > 0
        ? `left out ${entries(empty.length)} with no ${lacks}: ${names.join(', ')}`
        : `left out ${empty.length} empty ${empty.length === 1 ? one : many}`),
    unnamed > 0 &&
      `left out ${entries(unnamed)} with no ${new Intl.ListFormat('en', { type: 'disjunction' }).format(headingFields[section]!)}`,
  ]
    .filter(Boolean)
    .join('; ');
}
