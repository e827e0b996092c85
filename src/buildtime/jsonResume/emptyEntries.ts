/**
 * An entry that says nothing the page could show is left out by every import (JSON Resume's and
 * LinkedIn's), and named. A job, a school and a volunteer's role are what was done at an
 * organisation: its name alone (with its address) says nothing of it, so such an entry is empty.
 * In the other sections the name is what the entry is (an award, a certificate, a project, a
 * language), so only an entry with nothing at all is.
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

const hasValue = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : Array.isArray(value)
      ? value.some(hasValue)
      : value !== null && typeof value === 'object'
        ? Object.values(value).some(hasValue)
        : value !== undefined && value !== null;

/** An entry left out: the organisation's name it has, if any. */
export interface EmptyEntry {
  name?: string;
}

/** Whether an entry of a JSON Resume `section` is empty (see above): what it has, or undefined. */
export function emptyEntry(
  section: string,
  entry: Record<string, unknown>,
): EmptyEntry | undefined {
  const organisation = organisationOnly[section];
  const rest = Object.entries(entry).filter(([field]) => !organisation?.fields.includes(field));
  if (rest.some(([, value]) => hasValue(value))) return undefined;
  const name = organisation && entry[organisation.name];
  return typeof name === 'string' && name.trim() ? { name: name.trim() } : {};
}

/**
 * The import's words for empty entries of a section, as `rows` (LinkedIn's "row", JSON Resume's
 * "entry"): "left out 1 row with no degree, field or dates: Coursera", "left out 2 empty rows".
 */
export function leftOutEmpty(
  section: string,
  empty: EmptyEntry[],
  [one, many]: [string, string],
): string {
  const entries = empty.length === 1 ? one : many;
  const names = empty.flatMap(({ name }) => (name ? [name] : []));
  const lacks = organisationOnly[section]?.lacks;
  return lacks && names.length > 0
    ? `left out ${empty.length} ${entries} with no ${lacks}: ${names.join(', ')}`
    : `left out ${empty.length} empty ${entries}`;
}
