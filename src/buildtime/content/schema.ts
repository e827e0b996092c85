import { z } from 'zod';
import { cssColorPattern, isCssColor } from '../look/colors';
import { isWebAddress } from '../../lib/webAddress';
import { cornerShapes, neutralTints, typefaces } from '../../../styles/looks';
import type {
  OwnerContent,
  OwnerContentFile,
  OwnerAnalytics,
  OwnerResume,
  OwnerSources,
  UnplacedLine,
} from '../../content/ownerContent';
import {
  analyticsProviders,
  fieldsNeededBy,
  isOnThisMachine,
  loopbackHosts,
  type AnalyticsProvider,
} from '../../lib/analytics/providers';
import { resumeLayouts, resumePapers } from '../../content/constants';
import { currentFormat } from './migrations';
import { isoDatePattern } from './englishDates';
import type { Locate } from './jsonLocation';
import { aboutHelp, commonHelp, entryFieldHelp, profileHelp, topHelp } from './fieldHelp';
import type { Style } from '../../../styles/looks';
import {
  aboutFields,
  listSectionKeys,
  listSections,
  profileFields,
  sectionKeys,
  type Field,
  type Fields,
  type ListSection,
} from '../../content/declarations';

export type { OwnerContent, OwnerContentFile };

/**
 * The owner's content (owner/portfolio.json) as the build checks it. Any number of
 * entries in every list; each message names the field and says what is wrong.
 */
export const text = z.string({ error: 'must be text' }).regex(/\S/, { error: 'must not be empty' });
// A check written as code is given to the JSON Schema (src/buildtime/content/jsonSchema.ts) as
// the pattern closest to it.
const publicPath = text
  .refine((value) => !/^([a-z]+:|\/)/i.test(value), {
    error: 'must be a path under public/, such as images/logo.svg (not a URL or an absolute path)',
  })
  .meta({ pattern: '^(?![A-Za-z]+:|/)\\S' });
const webAddress = text
  .refine(isWebAddress, {
    error: 'must be a full http(s) address, such as https://example.com',
  })
  .meta({ pattern: '^https?://[^/\\s]' });
/** A date as JSON Resume writes it: a year, a month or a day. */
const isoDate = text.regex(isoDatePattern, {
  error: 'must be a date such as 2023, 2023-04 or 2023-04-29',
});
/**
 * A language tag as Intl reads it (a Unicode locale identifier, UTS #35): language, script,
 * region, variants, extensions, private use. The language is two or three letters: BCP 47 keeps
 * five to eight for languages registered later, and none is, so a word such as "english" is no tag.
 */
const languageTagPattern =
  /^[A-Za-z]{2,3}(-[A-Za-z]{4})?(-([A-Za-z]{2}|\d{3}))?(-([A-Za-z\d]{5,8}|\d[A-Za-z\d]{3}))*(-[\dA-WYZa-wyz](-[A-Za-z\d]{2,8})+)*(-[Xx](-[A-Za-z\d]{1,8})+)?$/;
/** Whether the text is a well-formed BCP 47 language tag. */
export function isLanguageTag(value: string): boolean {
  if (!languageTagPattern.test(value)) return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}
export const languageTag = text
  .refine(isLanguageTag, {
    error: 'must be a BCP 47 language tag, such as en, uk, pt-BR or zh-Hans',
  })
  .meta({ pattern: languageTagPattern.source });
export const id = text.regex(/^[a-z0-9][a-z0-9-]*$/, {
  error: 'must be lower-case letters, digits and dashes, such as acme-2024',
});
export const list = <T extends z.ZodType>(item: T) => z.array(item, { error: 'must be a list' });
export const entry = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, { error: 'must be an object with the fields of its section' });
/** What a JSON Resume held outside its schema: any JSON, kept for the export. */
const extra = z.record(z.string(), z.json()).optional();

/** What a field is, in the owner's words (fieldHelp.ts), by its name. */
type Help = (name: string) => string | undefined;

/** The check of one field, by its kind (see declarations.ts), with its description. */
function fieldSchema(field: Field, description: string | undefined, help: Help): z.ZodType {
  const schema = (() => {
    switch (field.kind) {
      case 'object':
        return objectSchema(field.fields, help);
      case 'list':
        return list(objectSchema(field.fields, help));
      case 'texts':
      case 'tags':
        return list(text);
      case 'link':
        return webAddress;
      case 'email':
        return z.email({ error: 'must be an email address' });
      case 'date':
        return isoDate;
      case 'id':
        return id;
      case 'image':
        return publicPath;
      case 'flag':
        return z.boolean({ error: 'must be true or false' });
      case 'choice':
        return z.enum(field.choices as [string, ...string[]], {
          error: `must be one of ${field.choices!.join(', ')}`,
        });
      default:
        return text;
    }
  })();
  const described = description ? schema.meta({ description }) : schema;
  return field.optional ? described.optional() : described;
}

const objectSchema = (fields: Fields, help: Help) =>
  entry({
    ...Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [name, fieldSchema(field, help(name), help)]),
    ),
    extra: extra.meta({ description: help('extra') ?? commonHelp.extra }),
  });

const uniqueIds = (entries: unknown[], context: z.core.$RefinementCtx) => {
  const firstIndex = new Map<string, number>();
  (entries as { id: string }[]).forEach(({ id }, index) => {
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

/** The order of the page's sections, each named once; those left out follow in the usual order. */
const sectionOrder = list(
  z.enum(sectionKeys, {
    error: (issue) =>
      `holds ${JSON.stringify(issue.input)}, which is no section: name one of ${sectionKeys.join(', ')}`,
  }),
).superRefine((names, context) => {
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index)
      context.addIssue({ code: 'custom', path: [index], message: `names ${name} a second time` });
  });
});

/**
 * The schema, where it checks exactly the shape its declared type has (both ways); where it does
 * not, a type error here: the page's code reads the type, and cannot import zod.
 */
const describes =
  <Declared>() =>
  <Schema extends z.ZodType>(
    schema: Schema &
      ((<T>() => T extends z.output<Schema> ? 1 : 2) extends <T>() => T extends Declared ? 1 : 2
        ? unknown
        : never),
  ) =>
    schema;

/** One of a named set (a list, or an object's keys), or a message that lists them. */
export const choice = <const Name extends string>(
  choices: readonly Name[] | Record<Name, unknown>,
  what: string,
) => {
  const names = (Array.isArray(choices) ? choices : Object.keys(choices)) as [Name, ...Name[]];
  const listed = new Intl.ListFormat('en', { type: 'disjunction' }).format(names);
  return z.enum(names, {
    error: (issue) =>
      `holds ${JSON.stringify(issue.input)}, which is no ${what}: name one of ${listed}`,
  });
};

/** The owner's look (styles/looks.ts): each part left out keeps the default. */
const style = describes<Style>()(
  entry({
    accent: text
      .refine(isCssColor, {
        error: (issue) =>
          `holds ${JSON.stringify(issue.input)}, which is no CSS colour: give a hex colour (#0f766e), ` +
          'rgb(), hsl(), oklch() or a colour name such as teal',
      })
      .meta({
        pattern: cssColorPattern,
        description:
          'Your accent colour: links, headings and buttons on the page, the PDF and the card, darkened or lightened where needed to stay readable. Example: "#0f766e" or "teal".',
      })
      .optional(),
    font: choice(typefaces, 'typeface')
      .meta({ description: 'The typeface of the page, the PDF and the card.' })
      .optional(),
    corners: choice(cornerShapes, 'corner shape')
      .meta({ description: 'How round the corners of cards, buttons and tags are.' })
      .optional(),
    neutral: choice(neutralTints, 'neutral tint')
      .meta({ description: 'The tint of the greys: cool (blue), warm or pure.' })
      .optional(),
  }),
);

/**
 * What the import of a résumé document could not place (src/buildtime/resumeDocument/), each
 * line where it came from and where the import kept it; the owner removes each once looked at.
 */
const unplacedLines = describes<UnplacedLine[]>()(
  list(
    entry({
      line: text.meta({ description: 'The line as your résumé document has it.' }),
      page: z
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number' })
        .min(1, { error: 'must be at least 1' })
        .meta({ description: 'The page of the PDF it is on.' })
        .optional(),
      reason: text.meta({ description: 'Why the import could not place it.' }),
      placedIn: text
        .meta({
          description: 'Where the import kept it, for you to look at: experience[1].',
        })
        .optional(),
      near: text
        .meta({
          description:
            'Where it seems to belong: experience[1].summary. It is published only once you put it there.',
        })
        .optional(),
    }),
  ),
);

const entryIds = list(text).optional();
/** How resume.pdf is laid out (src/buildtime/documents/resumePdf.ts); each part left out has its default. */
export const resumeSettings = describes<OwnerResume>()(
  entry({
    layout: choice(resumeLayouts, 'résumé layout')
      .meta({
        description:
          'How resume.pdf is laid out: classic (the default), compact (a career on one page) or banner (the name on a band of your accent).',
      })
      .optional(),
    pages: z
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .meta({
        description:
          'How many pages resume.pdf fits in, leaving out the least important first (older bullet points, course lists, tags, then older entries), each named by the build. Everything unless told. Example: 1.',
      })
      .optional(),
    paper: choice(resumePapers, 'paper size')
      .meta({
        description:
          'The PDF’s paper: US Letter or A4. Unless told, what your country uses (profile location’s countryCode), or the region your language tag names (en-GB).',
      })
      .optional(),
    photo: z
      .boolean({ error: 'must be true or false' })
      .meta({
        description: 'Whether the PDF shows your photo (it does unless false).',
        default: true,
      })
      .optional(),
    leaveOut: entryIds.meta({
      description:
        'Entries left out of the PDF, by id; the page still shows them. Example: ["acme-2019"].',
    }),
    keep: entryIds.meta({
      description: 'Entries kept whole when fitting to pages, by id. Example: ["acme-2024"].',
    }),
    wordFile: z
      .boolean({ error: 'must be true or false' })
      .meta({
        description:
          'Whether the site publishes the same résumé as a Word file too, resume.docx beside resume.pdf, for employers who ask for one. It is public, as the PDF is. Not unless true.',
      })
      .optional(),
  }),
);

/** Each id that resume.leaveOut and resume.keep name is an entry's, and in one of them only. */
const resumeIdsNamed = (content: OwnerContentFile, context: z.core.$RefinementCtx) => {
  const ids = new Set(
    listSectionKeys.flatMap((key) => (content[key] ?? []).map((item) => item.id)),
  );
  (['leaveOut', 'keep'] as const).forEach((field) =>
    content.resume?.[field]?.forEach((id, index) => {
      const message = !ids.has(id)
        ? `names "${id}", which is no entry's id: give the id of an entry of any section`
        : field === 'keep' && content.resume?.leaveOut?.includes(id)
          ? `names "${id}", which leaveOut names too: keep it in one of them`
          : null;
      if (message) context.addIssue({ code: 'custom', path: ['resume', field, index], message });
    }),
  );
};

/** A GitHub user or organisation name, as GitHub allows it. */
const githubNamePattern = /[A-Za-z\d](?:[A-Za-z\d]|-(?=[A-Za-z\d])){0,38}/.source;
const githubName = text.regex(new RegExp(`^${githubNamePattern}$`), {
  error: 'must be a GitHub user name, such as octocat',
});
/** One of the user's repositories by its name, or anyone's (an organisation's) as owner/name. */
const chosenRepository = text.regex(new RegExp(`^(?:${githubNamePattern}/)?[\\w.-]+$`), {
  error: 'must be a repository name, such as portfolio, or another owner’s, such as acme/tool',
});

/**
 * What the owner does elsewhere, read at every build: a GitHub user (or a user and the
 * repositories chosen), RSS or Atom feeds, and how many posts the Writing section lists.
 */
const sources = describes<OwnerSources>()(
  entry({
    github: z
      .union(
        [
          githubName.meta({ title: 'A user name' }),
          entry({
            user: githubName,
            repositories: list(chosenRepository),
          }).meta({ title: 'A user and the repositories chosen' }),
        ],
        { error: 'must be a GitHub user name, or { "user": …, "repositories": [ … ] }' },
      )
      .meta({
        description:
          'Your GitHub user, or { "user", "repositories" } to choose: a project linking to one shows its stars, language and last activity. Example: "octocat".',
      })
      .optional(),
    feeds: list(webAddress)
      .meta({
        description:
          'RSS or Atom addresses whose newest posts the Writing section lists, on the page and in the PDF. Example: ["https://dev.to/feed/you"].',
      })
      .optional(),
    posts: z
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(50, { error: 'must be at most 50' })
      .meta({ description: 'How many posts the Writing section lists: 5 unless told.' })
      .optional(),
  }),
);

/** An https: origin, or http: on this machine (for the stand-in). */
const hitOrigin = text
  .refine(
    (value) => {
      if (!isWebAddress(value)) return false;
      return new URL(value).protocol === 'https:' || isOnThisMachine(value);
    },
    { error: 'must be an https: address, such as https://plausible.example.com' },
  )
  .meta({
    pattern: `^(https://[^/\\s]|http://(${loopbackHosts.map((host) => host.replace(/[.[\]]/g, '\\$&')).join('|')})([:/]|$))`,
  });

/**
 * Who visits, counted by the page itself (src/lib/analytics/): the provider, its id for the site
 * where it needs one, and where hits go where it has no hosted service.
 */
const analytics = describes<OwnerAnalytics>()(
  entry({
    provider: choice(analyticsProviders, 'analytics provider').meta({
      description: 'The service that counts your visits, without cookies.',
    }),
    site: text
      .meta({
        description:
          'The service’s id for the site: Plausible’s domain, Umami’s website id (GoatCounter needs none). Example: "you.example".',
      })
      .optional(),
    origin: hitOrigin
      .meta({
        description:
          'Where hits go: the service’s hosted one unless told; GoatCounter’s must be given. Example: "https://you.goatcounter.com".',
      })
      .optional(),
  }).superRefine((analytics, context) => {
    const { provider } = analytics;
    const fixes = {
      site: `${provider} needs the id it gives the site (${provider === 'plausible' ? 'its domain, such as example.com' : 'the website id'})`,
      origin: `${provider} has no default, so give the site’s own, such as https://mycode.goatcounter.com`,
    };
    for (const field of fieldsNeededBy(provider))
      if (analytics[field] === undefined)
        context.addIssue({ code: 'custom', path: [field], message: `is missing: ${fixes[field]}` });
  }),
  // The check above, as JSON Schema writes it.
).meta({
  allOf: (Object.keys(analyticsProviders) as AnalyticsProvider[]).map((provider) => ({
    if: { properties: { provider: { const: provider } } },
    then: { required: fieldsNeededBy(provider) },
  })),
});

/** Interface words in the owner's own wording: text, or texts by plural category for a count. */
export const ownWords = z
  .record(
    z.string(),
    z.union(
      [
        text.meta({ title: 'One text' }),
        z.record(z.string(), text).meta({ title: 'Texts by plural category, for a count' }),
      ],
      {
        error: 'must be text, or texts by plural category for a count',
      },
    ),
  )
  .optional();

/** Each entry has one of the fields that can head it (declarations.ts, `headedBy`). */
const headed =
  (fields: readonly string[] = []) =>
  (entries: unknown[], context: z.core.$RefinementCtx) => {
    if (fields.length < 2) return; // a single field is required by the schema itself
    const named = new Intl.ListFormat('en', { type: 'disjunction' }).format(fields);
    (entries as Record<string, unknown>[]).forEach((entry, index) => {
      if (fields.every((field) => entry[field] === undefined))
        context.addIssue({
          code: 'custom',
          path: [index, fields[0]!],
          message: `is missing: give ${named} to head the entry, or remove the entry`,
        });
    });
  };

/** The sections of entries: any number of entries, each id once; a section left out has none. */
const listSchemas = Object.fromEntries(
  listSectionKeys.map((key) => [
    key,
    list(objectSchema(listSections[key].fields, (field) => entryFieldHelp(key, field)))
      .superRefine(uniqueIds)
      .superRefine(headed((listSections[key] as ListSection).headedBy))
      .optional(),
  ]),
) as Record<string, z.ZodType>;

/** Where an editor finds the JSON Schema of the file (src/buildtime/content/jsonSchema.ts). */
export const schemaLine = {
  $schema: z.string().meta({ description: topHelp.$schema }).optional(),
};

/** The content's format (migrations/): older content is migrated to this build's before the check. */
const format = z
  .literal(currentFormat, {
    error: `must be ${currentFormat}, this template's format: npm run content:migrate rewrites older content`,
  })
  .optional();

export const ownerContentSchema = entry(
  Object.fromEntries(
    Object.entries({
      ...schemaLine,
      format,
      language: languageTag,
      words: ownWords,
      style: style.optional(),
      sources: sources.optional(),
      resume: resumeSettings.optional(),
      analytics: analytics.optional(),
      sectionOrder: sectionOrder.optional(),
      unplacedLines: unplacedLines.optional(),
      profile: objectSchema(profileFields, (field) => profileHelp[field]),
      about: objectSchema(aboutFields, (field) => aboutHelp[field]),
      ...listSchemas,
      extra,
    }).map(([name, schema]) => [
      name,
      schema.meta({ description: topHelp[name as keyof typeof topHelp] }),
    ]),
  ),
).superRefine((content, context) =>
  resumeIdsNamed(content as unknown as OwnerContentFile, context),
) as unknown as z.ZodType<OwnerContent, OwnerContentFile>;

/**
 * The content with every section, or the problems, one line each, each starting with where it
 * is in the file when `locate` knows the file.
 */
export function parseOwnerContent(
  raw: unknown,
  locate?: Locate,
): OwnerContent | { problems: string[] } {
  const problems = findContentProblems(raw, locate);
  if (problems.length > 0) return { problems };
  // Not the schema's output, which would reorder each entry's fields: the export keeps their order.
  const content = raw as OwnerContentFile;
  return {
    ...content,
    ...Object.fromEntries(listSectionKeys.map((key) => [key, content[key] ?? []])),
  } as OwnerContent;
}

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
export const findContentProblems = (content: unknown, locate?: Locate) =>
  findSchemaProblems(ownerContentSchema, content, locate);

/** The fields the object at `path` of a schema may have: those a misspelt field may have meant. */
function fieldsAt(schema: z.ZodType, path: PropertyKey[]): string[] {
  const unwrapped = (at: z.ZodType): z.ZodType =>
    at instanceof z.ZodOptional ? unwrapped(at.unwrap() as z.ZodType) : at;
  let at: z.ZodType | undefined = schema;
  for (const step of path) {
    const here: z.ZodType = unwrapped(at);
    if (here instanceof z.ZodObject) at = here.shape[String(step)] as z.ZodType | undefined;
    else if (here instanceof z.ZodArray) at = here.element as z.ZodType;
    else if (here instanceof z.ZodRecord) at = here.valueType as z.ZodType;
    else return [];
    if (!at) return [];
  }
  const object = unwrapped(at);
  return object instanceof z.ZodObject ? Object.keys(object.shape) : [];
}

/** How many letters to add, drop, change or swap to turn one word into the other. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i]![j] = Math.min(
        rows[i - 1]![j]! + 1,
        rows[i]![j - 1]! + 1,
        rows[i - 1]![j - 1]! + change,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i]![j] = Math.min(rows[i]![j]!, rows[i - 2]![j - 2]! + 1);
    }
  return rows[a.length]![b.length]!;
}

/** The field a misspelt one most likely meant: the nearest by a few letters, if any is near. */
function meant(field: string, known: string[]): string | undefined {
  const near = known
    .map((name) => ({ name, distance: editDistance(field.toLowerCase(), name.toLowerCase()) }))
    .filter(({ distance }) => distance <= Math.max(1, Math.floor(field.length / 3)))
    .sort((a, b) => a.distance - b.distance);
  return near[0]?.name;
}

/** Unknown fields, each with the field it most likely meant. */
function unknownFields(keys: string[], known: string[]): string {
  const named = keys.map((key) => ({ key, guess: meant(key, known) }));
  if (named.length === 1) {
    const [{ key, guess }] = named as [(typeof named)[number]];
    return `has unknown field "${key}"${guess ? `: did you mean "${guess}"?` : ''}`;
  }
  return `has unknown fields ${named.map(({ key, guess }) => `"${key}"${guess ? ` (did you mean "${guess}"?)` : ''}`).join(', ')}`;
}

/** A way content breaks a schema: where, and the line saying so (after the place, when known). */
export interface SchemaIssue {
  path: PropertyKey[];
  /** The unknown field, for a field the schema does not know. */
  key?: string;
  line: string;
}

/** Every way the content breaks a schema, each naming the entry and field (the editor marks it). */
export function findSchemaIssues(schema: z.ZodType, content: unknown): SchemaIssue[] {
  const result = schema.safeParse(content, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const message =
      issue.code === 'unrecognized_keys'
        ? unknownFields(issue.keys, fieldsAt(schema, issue.path))
        : (issue.code === 'invalid_type' || issue.code === 'invalid_value') &&
            issue.input === undefined
          ? `is missing: add it${/^\d+$/.test(String(issue.path[1] ?? '')) ? ', or remove the entry' : ''}`
          : issue.message;
    return {
      path: issue.path,
      key: issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined,
      line: `${describePath(content, issue.path)} ${message}`,
    };
  });
}

/**
 * Every way the content breaks a schema, one line each, naming the entry and field, after where
 * it is in the file (`file:line:column`) when `locate` knows the file.
 */
export const findSchemaProblems = (schema: z.ZodType, content: unknown, locate?: Locate) =>
  findSchemaIssues(schema, content).map(
    ({ path, key, line }) => `${locate ? `${locate(path, key)}: ` : ''}${line}`,
  );
