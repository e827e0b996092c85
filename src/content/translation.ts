import { z } from 'zod';
import {
  entry,
  findSchemaProblems,
  id,
  languageTag,
  list,
  ownWords,
  text,
  type OwnerContent,
} from './schema';
import { entrySections, type EntrySection } from './constants';

/**
 * The content in another language (src/content/portfolio.<tag>.json): its texts only. Ids,
 * images, links, dates, tags and categories are the default language's, so a translation
 * cannot drift from it. Entries are named by id; lists inside them (skill groups, units, link
 * texts) go in the same order as in portfolio.json. A text left out is shown in the default
 * language.
 */
const byId = <T extends z.ZodRawShape>(shape: T) =>
  z.record(id, entry(shape).partial(), { error: 'must be an object of entries by their id' });

export const translationSchema = entry({
  language: languageTag,
  words: ownWords,
  profile: entry({ name: text, title: text, tagline: text, photoAlt: text }).partial().optional(),
  about: entry({ summary: text, skillGroups: list(text) })
    .partial()
    .optional(),
  experience: byId({
    alt: text,
    title: text,
    company: text,
    location: text,
    bullets: list(text),
  }).optional(),
  awards: byId({ title: text, organiser: text, place: text, summary: text }).optional(),
  education: byId({ degree: text, institute: text, units: list(text) }).optional(),
  projects: byId({
    title: text,
    description: list(text).min(1, { error: 'must have at least one line' }),
    links: list(text),
  }).optional(),
});

export type Translation = z.infer<typeof translationSchema>;

/** The texts of the profile or of one entry, as a translation gives them. */
const textsOf = {
  profile: ({ name, title, tagline, photoAlt }: OwnerContent['profile']) => ({
    name,
    title,
    tagline,
    photoAlt,
  }),
  experience: ({ alt, title, company, location, bullets }: OwnerContent['experience'][number]) => ({
    alt,
    title,
    company,
    location,
    bullets,
  }),
  awards: ({ title, organiser, place, summary }: OwnerContent['awards'][number]) => ({
    title,
    organiser,
    place,
    summary,
  }),
  education: ({ degree, institute, units }: OwnerContent['education'][number]) => ({
    degree,
    institute,
    units: units.map((unit) => unit.name),
  }),
  projects: ({ title, description, links }: OwnerContent['projects'][number]) => ({
    title,
    description,
    links: links.map((link) => link.text),
  }),
};

/** Entries as a translation names them: by id. */
const keyedById = <E extends { id: string }, T>(entries: E[], textsOfEntry: (entry: E) => T) =>
  Object.fromEntries(entries.map((item) => [item.id, textsOfEntry(item)]));

/** The texts of some content, as a translation file holds them. */
export function translationOf(content: OwnerContent): Translation {
  return {
    language: content.language,
    ...(content.words && { words: content.words }),
    profile: textsOf.profile(content.profile),
    about: {
      summary: content.about.summary,
      skillGroups: content.about.skillGroups.map((group) => group.name),
    },
    experience: keyedById(content.experience, textsOf.experience),
    awards: keyedById(content.awards, textsOf.awards),
    education: keyedById(content.education, textsOf.education),
    projects: keyedById(content.projects, textsOf.projects),
  };
}

/** The content in a translation's language, and which texts it leaves in the default language. */
export interface TranslatedContent {
  content: OwnerContent;
  /** Where the default language shows through, such as `experience[acme].bullets`. */
  untranslated: string[];
}

/**
 * Untranslated texts as the build lists them, one entry each: `experience[acme].title` and
 * `experience[acme].bullets` as `experience[acme] (title, bullets)`.
 */
export function untranslatedByEntry(untranslated: string[]): string[] {
  const fieldsByEntry = new Map<string, string[]>();
  for (const text of untranslated) {
    const dot = text.lastIndexOf('.');
    const entry = text.slice(0, dot);
    fieldsByEntry.set(entry, [...(fieldsByEntry.get(entry) ?? []), text.slice(dot + 1)]);
  }
  return [...fieldsByEntry].map(([entry, fields]) => `${entry} (${fields.join(', ')})`);
}

/**
 * The default language's content with a translation's texts in place, or what is wrong with
 * the translation: an entry the content has not, or a list of another length than the
 * content's (they are matched by position).
 */
export function translateContent(
  owner: OwnerContent,
  raw: unknown,
): TranslatedContent | { problems: string[] } {
  const schemaProblems = findSchemaProblems(translationSchema, raw);
  if (schemaProblems.length > 0) return { problems: schemaProblems };
  const translation = raw as Translation;
  const problems: string[] = [];
  const untranslated: string[] = [];

  /**
   * The translated value of each text field, noting those left out; a text the default
   * language does not have (an award without a place, a degree without units) has nothing to
   * translate.
   */
  const merge = <T extends object>(where: string, original: T, given: Partial<T> = {}): T => {
    const merged = { ...original };
    const nothingIn = (value: unknown) =>
      value === undefined || (Array.isArray(value) && value.length === 0);
    for (const key of Object.keys(original) as (keyof T)[]) {
      if (nothingIn(original[key])) {
        if (!nothingIn(given[key]))
          problems.push(`${where}.${String(key)}: portfolio.json has none here to translate.`);
      } else if (given[key] === undefined) untranslated.push(`${where}.${String(key)}`);
      else merged[key] = given[key]!;
    }
    return merged;
  };
  /** A list matched by position: the same length as the original, or a problem. */
  const sameLength = (where: string, original: unknown[], given: string[] | undefined) => {
    if (given && given.length !== original.length) {
      problems.push(
        `${where} has ${given.length} items and portfolio.json ${original.length}: they are ` +
          'matched by position, so give one for each, in the same order.',
      );
      return undefined;
    }
    return given;
  };

  for (const section of entrySections) {
    const known = new Set(owner[section].map((item) => item.id));
    for (const unknown of Object.keys(translation[section] ?? {}).filter((key) => !known.has(key)))
      problems.push(
        `${section}.${unknown} is no entry of portfolio.json: name entries by their id there (${[...known].join(', ') || 'none'}).`,
      );
  }

  const profile = merge('profile', textsOf.profile(owner.profile), translation.profile);
  const skillGroupNames = sameLength(
    'about.skillGroups',
    owner.about.skillGroups,
    translation.about?.skillGroups,
  );
  const about = merge(
    'about',
    { summary: owner.about.summary, skillGroups: owner.about.skillGroups.map((g) => g.name) },
    { ...translation.about, skillGroups: skillGroupNames },
  );
  const inEach = <S extends EntrySection>(
    section: S,
    translate: (item: OwnerContent[S][number], where: string) => OwnerContent[S][number],
  ) => owner[section].map((item) => translate(item, `${section}[${item.id}]`));

  const content: OwnerContent = {
    ...owner,
    language: translation.language,
    words: translation.words,
    profile: { ...owner.profile, ...profile },
    about: {
      summary: about.summary,
      skillGroups: owner.about.skillGroups.map((group, index) => ({
        ...group,
        name: about.skillGroups[index]!,
      })),
    },
    experience: inEach('experience', (item, where) => ({
      ...item,
      ...merge(where, textsOf.experience(item), translation.experience?.[item.id]),
    })),
    awards: inEach('awards', (item, where) => ({
      ...item,
      ...merge(where, textsOf.awards(item), translation.awards?.[item.id]),
    })),
    education: inEach('education', (item, where) => {
      const given = translation.education?.[item.id];
      const units = sameLength(`${where}.units`, item.units, given?.units);
      const texts = merge(where, textsOf.education(item), { ...given, units });
      return {
        ...item,
        degree: texts.degree,
        institute: texts.institute,
        units: item.units.map((unit, index) => ({ ...unit, name: texts.units[index]! })),
      };
    }),
    projects: inEach('projects', (item, where) => {
      const given = translation.projects?.[item.id];
      const links = sameLength(`${where}.links`, item.links, given?.links);
      const texts = merge(where, textsOf.projects(item), { ...given, links });
      return {
        ...item,
        title: texts.title,
        description: texts.description,
        links: item.links.map((link, index) => ({ ...link, text: texts.links[index]! })),
      };
    }),
  };
  return problems.length > 0 ? { problems } : { content, untranslated };
}

/**
 * A translation made from the same content written in another language (an imported JSON
 * Resume), its entries matched to the default language's by position; or, where a list has
 * another length, a line naming the list and both counts.
 */
export function matchByPosition(
  owner: OwnerContent,
  other: OwnerContent,
): Translation | { problems: string[] } {
  const counted = [
    ['about.skillGroups', owner.about.skillGroups, other.about.skillGroups],
    ...entrySections.map((section) => [section, owner[section], other[section]] as const),
    ...owner.education.flatMap((item, index) =>
      other.education[index]
        ? [[`education[${item.id}].units`, item.units, other.education[index].units] as const]
        : [],
    ),
  ] as const;
  const problems = counted
    .filter(([, mine, theirs]) => mine.length !== theirs.length)
    .map(
      ([list, mine, theirs]) =>
        `${list}: the resume has ${theirs.length} and portfolio.json ${mine.length}. Entries are ` +
        'matched by position: give the resume the same entries, in the same order.',
    );
  if (problems.length > 0) return { problems };
  // The other language's texts, under the ids of the entries in the same place here.
  const theirs = translationOf(other);
  const renamed = <S extends EntrySection>(section: S) =>
    Object.fromEntries(
      owner[section].map((item, index) => [item.id, theirs[section]![other[section][index]!.id]!]),
    ) as NonNullable<Translation[S]>;
  return {
    ...theirs,
    experience: renamed('experience'),
    awards: renamed('awards'),
    education: renamed('education'),
    projects: Object.fromEntries(
      owner.projects.map((item, index) => {
        const { links, ...rest } = theirs.projects![other.projects[index]!.id]!;
        // A resume has one link or none: its text stands only where the counts agree.
        return [item.id, links?.length === item.links.length ? { ...rest, links } : rest];
      }),
    ),
  };
}
