/**
 * A résumé read from a document, scored field by field against the JSON Resume the document was
 * made from: the name, title, contacts, place; each entry's organisation, title, place, dates and
 * bullets and summary; a school's grade; skills; languages and fluency; certificates, awards,
 * projects with their descriptions, tech lists and addresses; the owner's summary and address and
 * each profile's address. Only the fields the
 * document shows count (a theme that leaves out a job's place is not scored on it): a value shows
 * where the document writes it as words of their own, not only inside another field's words (a
 * city in a school's name) or a longer word, and a value written once shows for one field of it.
 * A value read that is not in the document's words is made up.
 */
import type { JsonResume } from '../../src/buildtime/jsonResume/format';
import { withoutDates } from '../../src/buildtime/resumeDocument/droppedLines';

export interface FieldScore {
  field: string;
  expected: string;
  read?: string;
  right: boolean;
}

const fold = (text: unknown) =>
  String(text ?? '')
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();

type Entry = Record<string, unknown>;

/** Each list's scored fields, and the fields that tell its entries apart. */
const lists: Record<string, { fields: string[]; items?: string }> = {
  work: {
    fields: ['name', 'position', 'location', 'startDate', 'endDate', 'summary'],
    items: 'highlights',
  },
  volunteer: {
    fields: ['organization', 'position', 'startDate', 'endDate', 'summary'],
    items: 'highlights',
  },
  education: { fields: ['institution', 'area', 'studyType', 'score', 'startDate', 'endDate'] },
  certificates: { fields: ['name', 'issuer', 'date'] },
  awards: { fields: ['title', 'awarder', 'date'] },
  projects: { fields: ['name', 'description'], items: 'highlights' },
};

/** A web address as written or linked, without its scheme, `www.` or closing slash. */
const address = (url: unknown) =>
  fold(url)
    .replace(/^[a-z]+:\/\/(www\.)?/, '')
    .replace(/\/$/, '');

/** How a date shows in a document: its year, at least. */
const shownDate = (date: string, text: string) => text.includes(date.slice(0, 4));

/** Chinese and Japanese set no spaces: their words stand inside others. */
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A folded value as words of their own: no letter or digit on a spaced script's side. */
const asWords = (value: string) =>
  new RegExp(
    `${unspaced.test(value[0] ?? '') ? '' : '(?<![\\p{L}\\p{N}])'}${escaped(value)}${
      unspaced.test(value.at(-1) ?? '') ? '' : '(?![\\p{L}\\p{N}])'
    }`,
    'gu',
  );

/** The résumé's string values, folded, longest first. */
function valuesOf(resume: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.add(fold(value));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(resume);
  return [...found].filter(Boolean).sort((a, b) => b.length - a.length);
}

/**
 * How often the document writes a value as words of their own: the résumé's longer values that
 * hold it blanked out first (a city in a company's name, a skill in a sentence).
 */
function timesWritten(value: string, text: string, values: string[]): number {
  const words = asWords(value);
  const rest = values
    .filter((other) => other.length > value.length && new RegExp(words.source, 'u').test(other))
    .reduce((left, other) => left.replace(asWords(other), ' | '), text);
  return rest.match(words)?.length ?? 0;
}

export function scoreResume(
  expected: JsonResume,
  read: JsonResume,
  /** The document's words, as one folded text. */
  documentText: string,
): { fields: FieldScore[]; madeUp: string[] } {
  const text = fold(documentText);
  const fields: FieldScore[] = [];
  const values = valuesOf(expected);
  // Each value's times written, less one for each field of that value found shown so far.
  const unclaimed = new Map<string, number>();
  const shown = (field: string, value: string) => {
    if (/date$/i.test(field)) return shownDate(value, text);
    const folded = fold(value);
    const left = unclaimed.get(folded) ?? timesWritten(folded, text, values);
    unclaimed.set(folded, Math.max(0, left - 1));
    return left > 0;
  };
  const score = (field: string, want: unknown, got: unknown) => {
    if (typeof want !== 'string' || !want || !shown(field, want)) return;
    fields.push({
      field,
      expected: want,
      ...(got !== undefined && { read: String(got) }),
      // A document may show a date more precisely than its JSON has it: a theme's "May 1, 2022".
      right: /date$/i.test(field)
        ? !!got && fold(got).startsWith(fold(want))
        : fold(want) === fold(got),
    });
  };
  const basics = expected.basics ?? {};
  const readBasics = (read.basics ?? {}) as Entry;
  for (const field of ['name', 'label', 'email', 'phone', 'summary'] as const)
    score(`basics.${field}`, basics[field as keyof typeof basics], readBasics[field]);
  // An address counts where the document writes it, with its scheme or without, or links to it.
  const addressShown = (url: unknown) => !!url && text.includes(address(url));
  const scoreAddress = (field: string, want: unknown, got: unknown) => {
    if (typeof want === 'string' && addressShown(want))
      fields.push({
        field,
        expected: want,
        ...(got !== undefined && { read: String(got) }),
        right: address(want) === address(got),
      });
  };
  scoreAddress('basics.url', (basics as Entry).url, readBasics.url);
  const city = (basics as Entry).location as Entry | undefined;
  score('basics.location.city', city?.city, (readBasics.location as Entry | undefined)?.city);
  for (const profile of basics.profiles ?? []) {
    const found = ((readBasics.profiles ?? []) as Entry[]).find(
      (candidate) => address(candidate.url) === address(profile.url),
    );
    // A profile counts where its address or its username shows, as words or as a link.
    if (profile.url && (text.includes(fold(profile.username)) || text.includes(fold(profile.url))))
      fields.push({
        field: `basics.profiles ${profile.network}`,
        expected: profile.url,
        read: found?.url as string | undefined,
        right: !!found,
      });
  }

  for (const [list, { fields: names, items }] of Object.entries(lists)) {
    const readEntries = (read[list] ?? []) as Entry[];
    ((expected[list] ?? []) as Entry[]).forEach((want, index) => {
      const matches = (entry: Entry) =>
        names.filter((name) => want[name] && fold(want[name]) === fold(entry[name])).length;
      const got = [...readEntries].sort((a, b) => matches(b) - matches(a))[0] ?? {};
      for (const name of names) score(`${list}[${index}].${name}`, want[name], got[name]);
      scoreAddress(`${list}[${index}].url`, want.url, got.url);
      // A project's tech list, each name a tag of its own.
      for (const keyword of (want.keywords ?? []) as string[])
        if (shown('keywords', keyword))
          fields.push({
            field: `${list}[${index}].keywords`,
            expected: keyword,
            right: ((got.keywords ?? []) as string[]).some((tag) => fold(tag) === fold(keyword)),
          });
      if (items)
        for (const item of (want[items] ?? []) as string[]) {
          const found = ((got[items] ?? []) as string[]).some(
            (candidate) => fold(candidate) === fold(item),
          );
          if (shown(items, item))
            fields.push({ field: `${list}[${index}].${items}`, expected: item, right: found });
        }
    });
  }

  const readSkills = (read.skills ?? []).flatMap((group) => (group.keywords ?? []).map(fold));
  for (const group of expected.skills ?? []) {
    score(
      `skills ${group.name}`,
      group.name,
      (read.skills ?? []).find((candidate) => fold(candidate.name) === fold(group.name))?.name,
    );
    for (const keyword of group.keywords ?? [])
      if (shown('skill', keyword))
        fields.push({
          field: `skills ${group.name}`,
          expected: keyword,
          right: readSkills.includes(fold(keyword)),
        });
  }
  const readLanguages = (read.languages ?? []) as Entry[];
  for (const { language, fluency } of (expected.languages ?? []) as Entry[]) {
    const got = readLanguages.find((candidate) => fold(candidate.language) === fold(language));
    score(`languages ${String(language)}`, language, got?.language);
    score(`languages ${String(language)} fluency`, fluency, got?.fluency);
  }
  return { fields, madeUp: madeUpValues(read, text) };
}

/** Words, each Chinese or Japanese character one (those scripts set no spaces between words). */
const words = (text: string) =>
  fold(text)
    .replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ' $& ')
    .split(/[^\p{L}\p{N}@+]+/u)
    .filter(Boolean);

/**
 * The values read with a word that is not the document's (a date counts by its year): a name, a
 * place or a sentence the reader made up.
 */
function madeUpValues(read: unknown, text: string, where = ''): string[] {
  if (typeof read === 'string') {
    const value = /^\d{4}(-\d{2}){0,2}$/.test(read) ? read.slice(0, 4) : read;
    const known = documentWords(text);
    return words(value).every((word) => known.has(word)) ? [] : [`${where}: ${read}`];
  }
  if (Array.isArray(read))
    return read.flatMap((item, index) => madeUpValues(item, text, `${where}[${index}]`));
  if (read && typeof read === 'object')
    return Object.entries(read).flatMap(([key, value]) =>
      key === 'countryCode' ? [] : madeUpValues(value, text, where ? `${where}.${key}` : key),
    );
  return [];
}

/**
 * The words of the document's lines that the résumé read holds nowhere, that no unplaced line
 * lists and that are no section's heading: what the import dropped without a word. Empty when the
 * import's report is true (each line either in the content or listed as unplaced). Dates are
 * taken out first: a résumé holds them as numbers, not as the words written.
 */
export function wordsLeftOut(
  /** The document's lines: its text layer (a PDF) or its paragraphs (Word). */
  documentLines: string[],
  read: unknown,
  unplaced: { line: string }[],
  headings: string[],
): string[] {
  const accounted = new Set([
    ...valuesOf(read).flatMap(words),
    ...unplaced.flatMap(({ line }) => words(line)),
    ...headings.flatMap(words),
  ]);
  const written = documentLines.flatMap((line) => words(withoutDates(line)));
  return [...new Set(written)].filter((word) => !accounted.has(word));
}

const wordSets = new Map<string, Set<string>>();
const documentWords = (text: string) => {
  if (!wordSets.has(text)) wordSets.set(text, new Set(words(text)));
  return wordSets.get(text)!;
};
