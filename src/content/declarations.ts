/**
 * What the content is made of, declared once: every section and field, what kind of value each
 * holds and which JSON Resume (schema 1.0) field it is. The schema, the translation file, the
 * import, the export, the page and the PDF all read these declarations, so adding a section is
 * one entry here (and its heading in the catalogs). Data only: nothing here runs.
 */
import { tagColors } from '../../styles/palette';
import type { PluralKey, WordKey } from '../i18n/words';
import { projectCategories, projectLinkIcons } from './constants';

/**
 * - `text`: words in the content's language, translated per language;
 * - `texts`: a list of such words, matched by position in a translation;
 * - `plain`: text that is the same in every language (a phone number, a postal code);
 * - `tags`: names that are the same in every language (skills, technologies);
 * - `link`: a full web address; `email`; `date`: a date as JSON Resume writes it (2023,
 *   2023-04 or 2023-04-29), kept as written;
 * - `id`, `image`, `choice` (one of `choices`), `flag` (true or false): the page's own;
 * - `object` and `list`: fields of their own, once or any number of times.
 */
export type FieldKind =
  | 'text'
  | 'texts'
  | 'plain'
  | 'tags'
  | 'link'
  | 'email'
  | 'date'
  | 'id'
  | 'image'
  | 'choice'
  | 'flag';

interface ValueField {
  kind: FieldKind;
  /** The JSON Resume field it is kept in; none for what only the page has. */
  resume?: string;
  optional?: true;
  choices?: readonly string[];
}
interface GroupField {
  kind: 'object' | 'list';
  resume?: string;
  optional?: true;
  fields: Fields;
}
export type Field = ValueField | GroupField;
export type Fields = Record<string, Field>;

/** A section of entries: on the page, in the PDF and in JSON Resume. */
export interface ListSection {
  /** Its list in JSON Resume. */
  resume: string;
  /** The catalog word of its heading. */
  title: Exclude<WordKey, PluralKey>;
  /** Each entry's fields, in JSON Resume's order where it has them (the export keeps it). */
  fields: Fields;
  /**
   * The fields that can head an entry, of which it needs one: the page makes up no heading, so the
   * schema asks for one and every import leaves out an entry with none (emptyEntries.ts).
   */
  headedBy?: readonly string[];
}

const text = { kind: 'text' } as const;
const optional = <F extends Field>(field: F) => ({ ...field, optional: true }) as const;
const from = <F extends Field>(resume: string, field: F) => ({ ...field, resume }) as const;
const resumeText = (resume: string) => from(resume, optional(text));
const dates = {
  start: from('startDate', optional({ kind: 'date' })),
  end: from('endDate', optional({ kind: 'date' })),
} as const;
const id = { kind: 'id' } as const;
/** An entry's picture: optional, and then none is shown (never one made up). */
const image = optional({ kind: 'image' });
const color = { kind: 'choice', choices: tagColors, optional: true } as const;

/** The owner: JSON Resume's `basics`, and the summary and skills that About shows. */
export const profileFields = {
  name: from('name', text),
  /** Shown under the name, such as 'AI & Full-Stack Developer'. */
  title: resumeText('label'),
  tagline: optional(text),
  photo: from('image', { kind: 'image' }),
  photoAlt: text,
  email: from('email', { kind: 'email' }),
  phone: from('phone', optional({ kind: 'plain' })),
  /** The phone number and the street address are on the page only when these say so. */
  showPhone: optional({ kind: 'flag' }),
  showAddress: optional({ kind: 'flag' }),
  location: from(
    'location',
    optional({
      kind: 'object',
      fields: {
        address: resumeText('address'),
        postalCode: from('postalCode', optional({ kind: 'plain' })),
        city: resumeText('city'),
        /** ISO 3166-1 alpha-2, such as NL; the page names the country in its language. */
        countryCode: from('countryCode', optional({ kind: 'plain' })),
        region: resumeText('region'),
      },
    }),
  ),
  /** Where the owner is online, in their order; the page files each by its address. */
  profiles: from(
    'profiles',
    optional({
      kind: 'list',
      fields: {
        network: from('network', optional({ kind: 'plain' })),
        username: from('username', optional({ kind: 'plain' })),
        url: from('url', optional({ kind: 'link' })),
      },
    }),
  ),
} as const satisfies Fields;

export const aboutFields = {
  summary: resumeText('summary'),
  skillGroups: from('skills', {
    kind: 'list',
    fields: {
      name: resumeText('name'),
      level: resumeText('level'),
      /** A palette colour; given in turn from the palette when left out. */
      color,
      skills: from('keywords', { kind: 'tags' }),
    },
  }),
} as const satisfies Fields;

/** Every section of entries, in the order the page shows them unless the owner sets another. */
export const listSections = {
  experience: {
    resume: 'work',
    title: 'experienceTitle',
    headedBy: ['company', 'title'],
    fields: {
      id,
      image,
      alt: optional(text),
      company: resumeText('name'),
      location: resumeText('location'),
      /** What the company does. */
      description: resumeText('description'),
      title: resumeText('position'),
      url: from('url', optional({ kind: 'link' })),
      ...dates,
      summary: resumeText('summary'),
      bullets: from('highlights', { kind: 'texts' }),
      tags: from('keywords', { kind: 'tags' }),
      /** Green when left out. */
      tagColor: color,
    },
  },
  volunteer: {
    resume: 'volunteer',
    title: 'volunteerTitle',
    headedBy: ['organization', 'position'],
    fields: {
      id,
      organization: resumeText('organization'),
      position: resumeText('position'),
      url: from('url', optional({ kind: 'link' })),
      ...dates,
      summary: resumeText('summary'),
      highlights: from('highlights', optional({ kind: 'texts' })),
    },
  },
  awards: {
    resume: 'awards',
    title: 'awardsTitle',
    headedBy: ['title', 'organiser'],
    fields: {
      id,
      image,
      title: resumeText('title'),
      date: from('date', optional({ kind: 'date' })),
      organiser: resumeText('awarder'),
      /** Such as '1st place'; the export puts it before the title. */
      place: optional(text),
      summary: resumeText('summary'),
      tags: { kind: 'tags' },
    },
  },
  certificates: {
    resume: 'certificates',
    title: 'certificatesTitle',
    headedBy: ['name'],
    fields: {
      id,
      name: from('name', text),
      date: from('date', optional({ kind: 'date' })),
      /** When it stops being valid; outside JSON Resume's schema, as LinkedIn's export has it. */
      expires: from('expires', optional({ kind: 'date' })),
      url: from('url', optional({ kind: 'link' })),
      issuer: resumeText('issuer'),
    },
  },
  education: {
    resume: 'education',
    title: 'educationTitle',
    headedBy: ['degree', 'area', 'institute'],
    fields: {
      id,
      image,
      institute: resumeText('institution'),
      url: from('url', optional({ kind: 'link' })),
      /** The field of study, such as Computer Science. */
      area: resumeText('area'),
      /** The kind of degree, such as 'Bachelor of Computer Science' or 'BSc'. */
      degree: resumeText('studyType'),
      ...dates,
      /** The grade, such as 3.8 GPA or First-class honours. */
      score: resumeText('score'),
      /** A thesis, honours, what else the studies were; outside JSON Resume's schema, as LinkedIn's. */
      notes: resumeText('notes'),
      /** Societies and activities, as LinkedIn's export has them. */
      activities: resumeText('activities'),
      /** 'INF264: Machine Learning' in JSON Resume is a unit with the code INF264. */
      units: from('courses', {
        kind: 'list',
        fields: { code: optional({ kind: 'plain' }), name: text },
      }),
    },
  },
  publications: {
    resume: 'publications',
    title: 'publicationsTitle',
    headedBy: ['name'],
    fields: {
      id,
      name: from('name', text),
      publisher: resumeText('publisher'),
      date: from('releaseDate', optional({ kind: 'date' })),
      url: from('url', optional({ kind: 'link' })),
      summary: resumeText('summary'),
    },
  },
  projects: {
    resume: 'projects',
    title: 'projectsTitle',
    headedBy: ['title'],
    fields: {
      id,
      image,
      title: from('name', text),
      /** One line in JSON Resume's `description`, before the bullets. */
      summary: resumeText('description'),
      description: from('highlights', { kind: 'texts' }),
      tags: from('keywords', { kind: 'tags' }),
      ...dates,
      /** JSON Resume's `url` is the first link. */
      links: from('url', {
        kind: 'list',
        fields: {
          text,
          href: { kind: 'link' },
          icon: { kind: 'choice', choices: projectLinkIcons },
        },
      }),
      roles: from('roles', optional({ kind: 'texts' })),
      /** Who it was made for or with, such as an employer or a client. */
      entity: resumeText('entity'),
      /** Such as application, library, open source or talk. */
      type: resumeText('type'),
      /** What it was: the filter tab it is under (the import reads it from `entity` and `type`). */
      category: { kind: 'choice', choices: projectCategories },
    },
  },
  languages: {
    resume: 'languages',
    title: 'spokenLanguagesTitle',
    headedBy: ['language'],
    fields: { id, language: from('language', text), fluency: resumeText('fluency') },
  },
  interests: {
    resume: 'interests',
    title: 'interestsTitle',
    headedBy: ['name'],
    fields: {
      id,
      name: from('name', text),
      keywords: from('keywords', optional({ kind: 'texts' })),
    },
  },
  references: {
    resume: 'references',
    title: 'referencesTitle',
    fields: { id, name: resumeText('name'), reference: from('reference', text) },
  },
} as const satisfies Record<string, ListSection>;

export type ListSectionKey = keyof typeof listSections;
export const listSectionKeys = Object.keys(listSections) as ListSectionKey[];

/** The sections whose entries may each have an image. */
export const imageSections = listSectionKeys.filter(
  (key) => 'image' in listSections[key].fields,
) as ('experience' | 'awards' | 'education' | 'projects')[];

/** Sections the build fills from what the owner does elsewhere (src/buildtime/sources/). */
export const fetchedSectionKeys = ['writing'] as const;
/** The sections that are lists of entries: the content's own, and those fetched. */
export type EntriesSectionKey = ListSectionKey | (typeof fetchedSectionKeys)[number];
/** The page's sections: About, then the sections of entries. */
export const sectionKeys = ['about', ...listSectionKeys, ...fetchedSectionKeys] as const;
export type SectionKey = (typeof sectionKeys)[number];

/** The catalog word of each section's heading. */
export const sectionTitles: Record<SectionKey, ListSection['title']> = {
  about: 'aboutTitle',
  ...(Object.fromEntries(listSectionKeys.map((key) => [key, listSections[key].title])) as Record<
    ListSectionKey,
    ListSection['title']
  >),
  writing: 'writingTitle',
};

/** Fields the owner's content file may add to any object: JSON Resume fields outside its schema. */
export interface Extra {
  /** What a JSON Resume held outside its schema, kept for the export, by field name. */
  extra?: Record<string, unknown>;
}

type ValueOf<F> = F extends { kind: 'texts' | 'tags' }
  ? string[]
  : F extends { kind: 'flag' }
    ? boolean
    : F extends { kind: 'choice'; choices: readonly (infer Choice)[] }
      ? Choice
      : F extends { kind: 'object'; fields: infer Group }
        ? EntryOf<Group>
        : F extends { kind: 'list'; fields: infer Group }
          ? EntryOf<Group>[]
          : string;
type Flatten<T> = { [K in keyof T]: T[K] };
/** The content an object of these fields holds. */
export type EntryOf<Group> = Flatten<
  {
    -readonly [K in keyof Group as Group[K] extends { optional: true } ? never : K]: ValueOf<
      Group[K]
    >;
  } & {
    -readonly [K in keyof Group as Group[K] extends { optional: true } ? K : never]?: ValueOf<
      Group[K]
    >;
  } & Extra
>;
