import { z } from 'zod';
import { tagColors } from '../../styles/palette';
import { isWebAddress } from '../lib/webAddress';
import { projectCategories, projectLinkIcons } from './constants';

/**
 * The owner's content (src/content/portfolio.json) as the build checks it. Any number of
 * entries in every list; each message names the field and says what is wrong.
 */
export const text = z
  .string({ error: 'must be text' })
  .refine((value) => value.trim() !== '', { error: 'must not be empty' });
const publicPath = text.refine((value) => !/^([a-z]+:|\/)/i.test(value), {
  error: 'must be a path under public/, such as images/logo.svg (not a URL or an absolute path)',
});
const webAddress = text.refine(isWebAddress, {
  error: 'must be a full http(s) address, such as https://example.com',
});
/** A date as JSON Resume writes it: a year, a month or a day. */
const isoDate = text.regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, {
  error: 'must be a date such as 2023, 2023-04 or 2023-04-29',
});
/** Whether the text is a well-formed BCP 47 language tag. */
export function isLanguageTag(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}
export const languageTag = text.refine(isLanguageTag, {
  error: 'must be a BCP 47 language tag, such as en, uk, pt-BR or zh-Hans',
});
export const id = text.regex(/^[a-z0-9][a-z0-9-]*$/, {
  error: 'must be lower-case letters, digits and dashes, such as acme-2024',
});
const tagColor = z.enum(tagColors, { error: `must be one of ${tagColors.join(', ')}` });
export const list = <T extends z.ZodType>(item: T) => z.array(item, { error: 'must be a list' });
export const entry = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, { error: 'must be an object with the fields of its section' });

const profileLink = entry({ label: text, href: webAddress });

const uniqueIds = (entries: { id: string }[], context: z.core.$RefinementCtx) => {
  const firstIndex = new Map<string, number>();
  entries.forEach(({ id }, index) => {
    const first = firstIndex.get(id);
    if (first === undefined) firstIndex.set(id, index);
    else
      context.addIssue({
        code: 'custom',
        path: [index, 'id'],
        message: `repeats the id of entry ${first}`,
      });
  });
};

/** Interface words in the owner's own wording: text, or texts by plural category for a count. */
export const ownWords = z
  .record(
    z.string(),
    z.union([text, z.record(z.string(), text)], {
      error: 'must be text, or texts by plural category for a count',
    }),
  )
  .optional();

export const ownerContentSchema = entry({
  /** The language the content is written in (BCP 47): the page's words, dates and direction. */
  language: languageTag,
  /** The owner's own wording for any interface word, by its key in src/i18n/catalogs/en.json. */
  words: ownWords,
  profile: entry({
    name: text,
    /** Shown under the name, e.g. 'AI & Full-Stack Developer'. */
    title: text,
    tagline: text,
    photo: publicPath,
    photoAlt: text,
    email: z.email({ error: 'must be an email address' }),
    codeHosting: profileLink.optional(),
    professionalNetwork: profileLink.optional(),
    videoChannel: profileLink.optional(),
    otherProfiles: list(profileLink).optional(),
  }),
  about: entry({
    summary: text,
    skillGroups: list(
      entry({
        name: text,
        /** A palette colour; given in turn from the palette when left out. */
        color: tagColor.optional(),
        skills: list(text).min(1, { error: 'must list at least one skill' }),
      }),
    ),
  }),
  experience: list(
    entry({
      id,
      image: publicPath,
      alt: text,
      title: text,
      company: text,
      location: text.optional(),
      /** When it began; without an end it is ongoing. */
      start: isoDate.optional(),
      end: isoDate.optional(),
      bullets: list(text),
      tags: list(text),
      /** Green when left out. */
      tagColor: tagColor.optional(),
    }),
  ).superRefine(uniqueIds),
  awards: list(
    entry({
      id,
      image: publicPath,
      title: text,
      organiser: text,
      /** Such as '1st place'. */
      place: text.optional(),
      date: isoDate.optional(),
      summary: text.optional(),
      tags: list(text),
    }),
  ).superRefine(uniqueIds),
  education: list(
    entry({
      id,
      image: publicPath,
      degree: text,
      institute: text,
      start: isoDate.optional(),
      end: isoDate.optional(),
      units: list(entry({ code: text.optional(), name: text })),
    }),
  ).superRefine(uniqueIds),
  projects: list(
    entry({
      id,
      image: publicPath,
      title: text,
      category: z.enum(projectCategories, {
        error: `must be one of ${projectCategories.join(', ')}`,
      }),
      description: list(text).min(1, { error: 'must have at least one line' }),
      tags: list(text),
      links: list(
        entry({
          text,
          href: webAddress,
          icon: z.enum(projectLinkIcons, {
            error: `must be one of ${projectLinkIcons.join(', ')}`,
          }),
        }),
      ),
    }),
  ).superRefine(uniqueIds),
});

export type OwnerContent = z.infer<typeof ownerContentSchema>;

/** Where a problem is, as the owner reads it: `experience[1] (acme): field "company"`. */
function describePath(content: unknown, path: PropertyKey[]): string {
  const [section = 'the content', ...rest] = path.map(String);
  const inList = /^\d+$/.test(rest[0] ?? '');
  const entryId = inList
    ? (content as Record<string, { id?: unknown }[] | undefined>)[section]?.[Number(rest[0])]?.id
    : undefined;
  const label = inList
    ? `${section}[${rest[0]}]${typeof entryId === 'string' && entryId ? ` (${entryId})` : ''}`
    : section;
  const field = (inList ? rest.slice(1) : rest).join('.').replace(/\.(\d+)/g, '[$1]');
  return field ? `${label}: field "${field}"` : `${label}:`;
}

/** Every problem in the owner's content, one line each; an empty list when it is fine. */
export const findContentProblems = (content: unknown) =>
  findSchemaProblems(ownerContentSchema, content);

/** Every way the content breaks a schema, one line each, naming the entry and field. */
export function findSchemaProblems(schema: z.ZodType, content: unknown): string[] {
  const result = schema.safeParse(content);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const message =
      issue.code === 'unrecognized_keys'
        ? `has unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`
        : issue.code === 'invalid_type' && issue.input === undefined
          ? 'is missing'
          : issue.message;
    return `${describePath(content, issue.path)} ${message}`;
  });
}
