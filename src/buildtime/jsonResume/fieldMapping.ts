/**
 * Moves values between a JSON Resume object and the content by the declarations
 * (src/content/declarations.ts): each field with a `resume` name is read from and written to that
 * field of JSON Resume. What the declarations do not place is kept under `extra`, and named.
 */
import { schema as jsonResumeSchema, type SchemaNode } from '@jsonresume/schema';
import type { Field, Fields } from '../../content/declarations';
import { isWebAddress } from '../../lib/webAddress';

type ResumeObject = Record<string, unknown>;
type ContentObject = Record<string, unknown>;

/** What the import did with the resume, one line each, by its path in the resume. */
export type ImportNotes = string[];

const isIsoDate = (value: string) =>
  /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/.test(value);
const hasText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Whether a value fits a field of this kind, as the content's schema will check it. */
function fits(field: Field, value: unknown): boolean {
  switch (field.kind) {
    case 'texts':
    case 'tags':
      return Array.isArray(value) && value.every(hasText);
    case 'link':
      return hasText(value) && isWebAddress(value);
    case 'date':
      return hasText(value) && isIsoDate(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'list':
      return (
        Array.isArray(value) && value.every((item) => fits({ ...field, kind: 'object' }, item))
      );
    default:
      return hasText(value);
  }
}

/**
 * The content fields of a resume object: each declared field that has a `resume` name, and the
 * resume's other fields under `extra`, each named in `notes`, all in the resume's order. A value the content cannot hold (an empty text, an address that is not
 * a full web address) is kept under `extra` too, and named.
 */
export function readFields(
  fields: Fields,
  resume: ResumeObject,
  where: string,
  notes: ImportNotes,
  /** Resume fields whose value the content holds in another form (courses as units). */
  convert: Record<string, (value: unknown) => unknown> = {},
): ContentObject {
  const content: ContentObject = {};
  const extra: ResumeObject = {};
  const byResumeName = new Map(
    Object.entries(fields).flatMap(([name, field]) =>
      field.resume ? [[field.resume, { name, field }] as const] : [],
    ),
  );
  for (const [key, value] of Object.entries(resume)) {
    const path = `${where}.${key}`;
    const declared = byResumeName.get(key);
    const converted = declared && convert[key]?.(value);
    if (converted !== undefined) {
      content[declared!.name] = converted;
      continue;
    }
    if (!declared) {
      extra[key] = value;
      notes.push(`${path}: outside JSON Resume's schema, so kept for resume.json but not shown`);
      continue;
    }
    const { name, field } = declared;
    if (value === '' || (Array.isArray(value) && value.length === 0)) {
      notes.push(`${path}: empty, so left out`);
      continue;
    }
    if (convert[key] || !fits(field, value)) {
      extra[key] = value;
      notes.push(
        `${path}: ${JSON.stringify(value)} is not ${describeKind(field)}, so kept for resume.json but not shown`,
      );
      continue;
    }
    content[name] =
      field.kind === 'object'
        ? readFields(field.fields, value as ResumeObject, path, notes)
        : field.kind === 'list'
          ? (value as ResumeObject[]).map((item, index) =>
              readFields(field.fields, item, `${path}[${index}]`, notes),
            )
          : value;
  }
  return Object.keys(extra).length > 0 ? { ...content, extra } : content;
}

function describeKind(field: Field): string {
  switch (field.kind) {
    case 'link':
      return 'a full web address';
    case 'date':
      return 'a date such as 2023-04';
    case 'texts':
    case 'tags':
      return 'a list of texts';
    case 'object':
    case 'list':
      return 'what JSON Resume has here';
    default:
      return 'text';
  }
}

/**
 * The resume fields of a content object: each declared field with a `resume` name, in the order
 * the content has them (an import keeps the resume's), then what the import kept under `extra`.
 * `values` gives, by content field, what the caller writes itself (undefined: nothing); a value
 * for a field the content does not have comes after the others.
 */
export function writeFields(
  fields: Fields,
  content: ContentObject,
  values: ContentObject = {},
): ResumeObject {
  const resume: ResumeObject = {};
  const names = [
    ...Object.keys(content),
    ...Object.keys(values).filter((name) => !(name in content)),
  ];
  for (const name of names) {
    const field = fields[name];
    const value = name in values ? values[name] : content[name];
    if (!field?.resume || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    resume[field.resume] =
      name in values
        ? value
        : field.kind === 'object'
          ? writeFields(field.fields, value as ContentObject)
          : field.kind === 'list'
            ? (value as ContentObject[]).map((item) => writeFields(field.fields, item))
            : value;
  }
  return { ...resume, ...(content.extra as ResumeObject | undefined) };
}

/**
 * An object's fields in the order JSON Resume's schema lists them (the resume's sections, or
 * `basics`' fields), and the others after.
 */
export function inSchemaOrder(
  resume: Record<string, unknown>,
  node: SchemaNode = jsonResumeSchema,
): Record<string, unknown> {
  const order = Object.keys(node.properties ?? {});
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(Object.entries(resume).sort(([a], [b]) => rank(a) - rank(b)));
}
