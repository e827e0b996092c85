import { z } from 'zod';
import {
  aboutFields,
  listSectionKeys,
  listSections,
  profileFields,
  type Field,
  type Fields,
  type ListSectionKey,
} from '../../content/declarations';
import {
  entry,
  findSchemaProblems,
  id,
  languageTag,
  list,
  ownWords,
  schemaLine,
  text,
  type OwnerContent,
} from './schema';
import type { Locate } from './jsonLocation';
import { aboutHelp, entryFieldHelp, profileHelp, topHelp } from './fieldHelp';

/**
 * The content in another language (owner/portfolio.<tag>.json): its texts only, the
 * fields declared `text` or `texts` (declarations.ts). Ids, images, links, dates, tags and
 * categories are the default language's, so a translation cannot drift from it. Entries are named
 * by id; lists inside them (skill groups, units, link texts) go in the same order as in
 * portfolio.json, each item a text (its first text field) or an object of its texts. A text left
 * out is shown in the default language.
 */
const isText = (field: Field) => field.kind === 'text' || field.kind === 'texts';

/** The fields of a group that hold texts, and the groups inside it that do. */
function textFields(fields: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]): [string, Field][] => {
      if (isText(field)) return [[name, field]];
      if (field.kind !== 'object' && field.kind !== 'list') return [];
      const inner = textFields(field.fields);
      return Object.keys(inner).length > 0 ? [[name, { ...field, fields: inner }]] : [];
    }),
  );
}

/** A field's translation, described as in portfolio.json (fieldHelp.ts), in this language. */
const describedAs = (schema: z.ZodType, help: string | undefined) =>
  help ? schema.meta({ description: `${help} In this file, in its language.` }) : schema;

function translationShape(fields: Fields, help: (name: string) => string | undefined): z.ZodType {
  const shape = Object.entries(textFields(fields)).map(([name, field]) => {
    const inner = () => translationShape((field as { fields: Fields }).fields, help);
    const schema =
      field.kind === 'text'
        ? text
        : field.kind === 'texts'
          ? list(text)
          : field.kind === 'object'
            ? inner()
            : list(z.union([text, inner()]));
    return [name, describedAs(schema, help(name))];
  });
  return entry(Object.fromEntries(shape)).partial();
}

const byId = (key: ListSectionKey) =>
  z.record(
    id,
    translationShape(listSections[key].fields, (field) => entryFieldHelp(key, field)),
    { error: 'must be an object of entries by their id' },
  );

export const translationSchema = entry({
  ...schemaLine,
  language: languageTag.meta({
    description: 'The language of this file (BCP 47), as its name says. Example: "uk".',
  }),
  words: ownWords.meta({ description: topHelp.words }),
  profile: translationShape(profileFields, (field) => profileHelp[field])
    .meta({ description: topHelp.profile })
    .optional(),
  about: translationShape(aboutFields, (field) => aboutHelp[field])
    .meta({ description: topHelp.about })
    .optional(),
  ...Object.fromEntries(
    listSectionKeys.map((key) => [
      key,
      byId(key)
        .meta({ description: `${topHelp[key]} Each entry by its id in portfolio.json.` })
        .optional(),
    ]),
  ),
  unmatched: list(
    entry({
      entry: text.meta({
        description:
          'The entry of portfolio.json these texts were made for, as it was then: experience[oldco-engineer] (Oldco, Engineer, 2015 – 2017).',
      }),
      reason: text.meta({ description: 'Why the import could not give them a place.' }),
      texts: z
        .record(z.string(), z.json())
        .meta({ description: 'The texts, as the entry held them in this file.' }),
    }),
  )
    .meta({ description: topHelp.unmatched })
    .optional(),
});

type Texts = Record<string, unknown>;
/** Texts an import could not give a place, kept for the owner (see `unmatched` above). */
export interface UnmatchedTexts {
  entry: string;
  reason: string;
  texts: Texts;
}
export type Translation = {
  language: string;
  words?: OwnerContent['words'];
  profile?: Texts;
  about?: Texts;
  unmatched?: UnmatchedTexts[];
} & Partial<Record<ListSectionKey, Record<string, Texts>>>;

/** The texts of a group of fields, as a translation holds them. */
function textsOf(fields: Fields, value: Texts): Texts {
  const texts: Texts = {};
  for (const [name, field] of Object.entries(textFields(fields))) {
    const given = value[name];
    if (given === undefined) continue;
    if (field.kind === 'object') texts[name] = textsOf(field.fields, given as Texts);
    else if (field.kind === 'list') {
      const [first] = Object.keys(field.fields);
      texts[name] = (given as Texts[]).map((item) => {
        const itemTexts = textsOf(field.fields, item);
        const keys = Object.keys(itemTexts);
        return keys.length === 1 && keys[0] === first ? itemTexts[first!] : itemTexts;
      });
    } else texts[name] = given;
  }
  return texts;
}

/** Entries as a translation names them: by id. */
const keyedById = (fields: Fields, entries: Texts[]) =>
  Object.fromEntries(entries.map((item) => [item.id, textsOf(fields, item)]));

/** The texts of some content, as a translation file holds them. */
export function translationOf(content: OwnerContent): Translation {
  return {
    language: content.language,
    ...(content.words && { words: content.words }),
    profile: textsOf(profileFields, content.profile),
    about: textsOf(aboutFields, content.about),
    ...Object.fromEntries(
      listSectionKeys.map((key) => [
        key,
        keyedById(listSections[key].fields, content[key] as Texts[]),
      ]),
    ),
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
 * What of a translation does not fit the content, each where it is in the translation's file:
 * `['experience', 'oldco']` for an entry the content has not, `['education', 'msc', 'units']` for
 * a list of another length than the content's (they are matched by position).
 */
export interface Misfit {
  at: (string | number)[];
  problem: string;
}

/**
 * The default language's content with a translation's texts in place (schema-checked already),
 * with what the translation leaves in the default language and what of it does not fit.
 */
function mergeTranslation(
  owner: OwnerContent,
  translation: Translation,
): TranslatedContent & { misfits: Misfit[] } {
  const misfits: Misfit[] = [];
  /** A misfit at a place written as the lines name it: `projects[docudesk].description`. */
  const problemAt = (where: string, problem: string) => {
    const at = where
      .replace(/\[([^\]]+)\]/g, '.$1')
      .split('.')
      .map((step) => (/^\d+$/.test(step) ? Number(step) : step));
    misfits.push({ at, problem });
  };
  const untranslated: string[] = [];
  const nothingIn = (value: unknown) =>
    value === undefined || (Array.isArray(value) && value.length === 0);

  /**
   * The group with each of its texts from the translation, noting those left out; a text the
   * default language does not have (an award without a place, a degree without units) has
   * nothing to translate. Lists are matched by position, so they must be as long as the
   * default's.
   */
  const merge = (fields: Fields, where: string, original: Texts, given: Texts = {}): Texts => {
    const merged = { ...original };
    for (const [name, field] of Object.entries(textFields(fields))) {
      const [mine, theirs] = [original[name], given[name]];
      if (nothingIn(mine)) {
        if (!nothingIn(theirs))
          problemAt(
            `${where}.${name}`,
            `${where}.${name}: portfolio.json has none here to translate.`,
          );
      } else if (theirs === undefined) untranslated.push(`${where}.${name}`);
      else if (field.kind === 'object')
        merged[name] = merge(field.fields, `${where}.${name}`, mine as Texts, theirs as Texts);
      else if (field.kind === 'list') {
        const [items, givenItems] = [mine as Texts[], theirs as (string | Texts)[]];
        if (givenItems.length !== items.length) {
          problemAt(
            `${where}.${name}`,
            `${where}.${name} has ${givenItems.length} items and portfolio.json ${items.length}: ` +
              'they are matched by position, so give one for each, in the same order.',
          );
          continue;
        }
        const [first] = Object.keys(field.fields);
        merged[name] = items.map((item, index) => {
          const givenItem = givenItems[index]!;
          return merge(
            field.fields,
            `${where}.${name}[${index}]`,
            item,
            typeof givenItem === 'string' ? { [first!]: givenItem } : givenItem,
          );
        });
      } else merged[name] = theirs;
    }
    return merged;
  };

  for (const key of listSectionKeys) {
    const known = new Set((owner[key] as Texts[]).map((item) => item.id));
    for (const unknown of Object.keys(translation[key] ?? {}).filter((name) => !known.has(name)))
      problemAt(
        `${key}.${unknown}`,
        `${key}.${unknown} is no entry of portfolio.json: name entries by their id there (${[...known].join(', ') || 'none'}).`,
      );
  }
  const profile = merge(profileFields, 'profile', owner.profile, translation.profile);
  const about = merge(aboutFields, 'about', owner.about, translation.about);
  const sections = listSectionKeys.map((key) => {
    const given = (translation[key] ?? {}) as Record<string, Texts>;
    const fields = listSections[key].fields;
    return [
      key,
      (owner[key] as Texts[]).map((item) =>
        merge(fields, `${key}[${item.id}]`, item, given[item.id as string]),
      ),
    ];
  });

  const content = {
    ...owner,
    language: translation.language,
    words: translation.words,
    profile,
    about,
    ...Object.fromEntries(sections),
  } as OwnerContent;
  return { content, untranslated, misfits };
}

/** What of a translation (schema-checked already) does not fit the content. */
export const misfitsOf = (owner: OwnerContent, translation: Translation): Misfit[] =>
  mergeTranslation(owner, translation).misfits;

/**
 * The default language's content with a translation's texts in place, or what is wrong with
 * the translation: an entry the content has not, or a list of another length than the
 * content's (they are matched by position). Its `unmatched` texts are the owner's to place:
 * `npm run content:check` names them, the page shows none of them.
 */
export function translateContent(
  owner: OwnerContent,
  raw: unknown,
  locate?: Locate,
): TranslatedContent | { problems: string[] } {
  const schemaProblems = findSchemaProblems(translationSchema, raw, locate);
  if (schemaProblems.length > 0) return { problems: schemaProblems };
  const { content, untranslated, misfits } = mergeTranslation(owner, raw as Translation);
  if (misfits.length === 0) return { content, untranslated };
  return {
    problems: misfits.map(({ at, problem }) => (locate ? `${locate(at)}: ${problem}` : problem)),
  };
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
  const problems: string[] = [];
  /** Lists inside a group whose lengths differ, named by where they are. */
  const compare = (fields: Fields, where: string, mine: Texts, theirs: Texts) => {
    for (const [name, field] of Object.entries(textFields(fields))) {
      if (field.kind !== 'list' && field.kind !== 'object') continue;
      const [a, b] = [mine[name], theirs[name]];
      if (field.kind === 'object') {
        if (a && b) compare(field.fields, `${where}.${name}`, a as Texts, b as Texts);
        continue;
      }
      const [left, right] = [(a ?? []) as Texts[], (b ?? []) as Texts[]];
      if (left.length !== right.length)
        problems.push(countProblem(`${where}.${name}`, right, left));
    }
  };
  const countProblem = (where: string, theirs: unknown[], mine: unknown[]) =>
    `${where}: the resume has ${theirs.length} and portfolio.json ${mine.length}. Entries are ` +
    'matched by position: give the resume the same entries, in the same order.';
  compare(aboutFields, 'about', owner.about, other.about);
  for (const key of listSectionKeys) {
    const [mine, theirs] = [owner[key] as Texts[], other[key] as Texts[]];
    if (mine.length !== theirs.length) problems.push(countProblem(key, theirs, mine));
    else
      mine.forEach((item, index) =>
        compare(listSections[key].fields, `${key}[${item.id}]`, item, theirs[index]!),
      );
  }
  if (problems.length > 0) return { problems };
  // The other language's texts, under the ids of the entries in the same place here.
  const theirs = translationOf(other);
  return {
    ...theirs,
    ...Object.fromEntries(
      listSectionKeys.map((key) => {
        const texts = theirs[key] as Record<string, Texts>;
        return [
          key,
          Object.fromEntries(
            (owner[key] as Texts[]).map((item, index) => [
              item.id,
              texts[(other[key] as Texts[])[index]!.id as string],
            ]),
          ),
        ];
      }),
    ),
  };
}
