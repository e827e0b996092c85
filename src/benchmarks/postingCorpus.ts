/**
 * How well postings are read, scored against what a hiring manager would list from each: the
 * corpus and its rules are in test/fixtures/postings/README.md. The scores of a half: the share of
 * postings whose every required item is found, the share of what is listed as required that is
 * real, the fragments listed, and the nice-to-have items listed as required.
 */
import fs from 'node:fs';
import path from 'node:path';

export const corpusDir = path.join(__dirname, '../../test/fixtures/postings');

export interface Labels {
  language: string;
  shape: string;
  required: string[];
  niceToHave: string[];
  duties: string[];
  never: string[];
}

/** What a reader lists: a requirement as it shows, with its kind. */
export interface Listed {
  text: string;
  liked?: boolean;
  duty?: boolean;
  years?: number;
}

export const corpusSplit = (): { tune: string[]; heldOut: string[] } =>
  JSON.parse(fs.readFileSync(path.join(corpusDir, 'split.json'), 'utf8'));

export const postingText = (id: string) =>
  fs.readFileSync(path.join(corpusDir, `${id}.txt`), 'utf8');
export const postingLabels = (id: string): Labels =>
  JSON.parse(fs.readFileSync(path.join(corpusDir, `${id}.json`), 'utf8'));

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
/** Words for naming: split at anything but letters, digits, `+`, `#` and a dot inside a word. */
const namingWords = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}+#.]+/u)
    .map((word) => word.replace(/^\.(?!net)|\.+$/g, ''))
    .filter((word) => !!word);
/** Words for fragments: split at spaces and punctuation, not at `/` or `-`. */
const fragmentWords = (text: string) =>
  fold(text)
    .split(/[\s,;:()!?"“”«»·•]+/u)
    .map((word) => word.replace(/\.+$/, ''))
    .filter((word) => !!word);

const wordMatches = (name: string, listed: string) =>
  listed === name ||
  (name.length >= 4 && listed.startsWith(name) && listed.length - name.length <= 3) ||
  (name.length >= 5 && listed.startsWith(name)) ||
  (listed.length >= 4 && name.startsWith(listed) && name.length - listed.length <= 2);

const inARow = (needle: string[], haystack: string[], same: (a: string, b: string) => boolean) =>
  needle.length > 0 &&
  haystack.some((_, start) =>
    needle.every((word, index) => same(word, haystack[start + index] ?? '')),
  );

/** Whether a listed requirement names an item (one of its names). */
export function names(listed: Listed, item: string): boolean {
  const years = /^years:(\d+)$/.exec(item);
  if (years)
    return (
      listed.years === Number(years[1]) ||
      new RegExp(`(?<!\\d)${years[1]}(?!\\d)`).test(listed.text)
    );
  const words = namingWords(listed.text);
  return item.split(' | ').some((name) => inARow(namingWords(name), words, wordMatches));
}

function lists(listed: Listed, fragment: string): boolean {
  if (fragment.startsWith('=')) return fold(listed.text.trim()) === fold(fragment.slice(1));
  return inARow(fragmentWords(fragment), fragmentWords(listed.text), (a, b) => a === b);
}

export interface PostingScore {
  id: string;
  /** The required items no requirement listed as required names. */
  missed: string[];
  /** What is listed as required and names no labelled requirement. */
  unreal: string[];
  /** `never` entries listed, and what listed them. */
  fragments: string[];
  /** Nice-to-have items listed as required. */
  niceAsRequired: string[];
  listedRequired: number;
}

export function scorePosting(
  id: string,
  listed: Listed[],
  labels = postingLabels(id),
): PostingScore {
  const required = listed.filter(({ liked, duty }) => !liked && !duty);
  const namesAny = (entry: Listed, items: string[]) => items.some((item) => names(entry, item));
  return {
    id,
    missed: labels.required.filter((item) => !required.some((entry) => names(entry, item))),
    unreal: required
      .filter((entry) => !namesAny(entry, [...labels.required, ...labels.niceToHave]))
      .map(({ text }) => text),
    fragments: labels.never.flatMap((fragment) =>
      listed
        .filter((entry) => lists(entry, fragment))
        .map(({ text }) => `${fragment} (in "${text}")`),
    ),
    niceAsRequired: labels.niceToHave.filter((item) =>
      required.some((entry) => names(entry, item) && !namesAny(entry, labels.required)),
    ),
    listedRequired: required.length,
  };
}

export interface HalfScore {
  postings: number;
  /** Share of postings whose every required item is found. */
  complete: number;
  /** Share of the requirements listed as required that are real. */
  precision: number;
  fragments: number;
  niceAsRequired: number;
  /** Share of all required items found. */
  recall: number;
}

export function scoreHalf(
  scores: PostingScore[],
  labels: (id: string) => Labels = postingLabels,
): HalfScore {
  const sum = (count: (score: PostingScore) => number) =>
    scores.reduce((total, score) => total + count(score), 0);
  const listed = sum(({ listedRequired }) => listedRequired);
  const required = sum(({ id }) => labels(id).required.length);
  return {
    postings: scores.length,
    complete: scores.filter(({ missed }) => missed.length === 0).length / scores.length,
    precision: listed === 0 ? 0 : 1 - sum(({ unreal }) => unreal.length) / listed,
    fragments: sum(({ fragments }) => fragments.length),
    niceAsRequired: sum(({ niceAsRequired }) => niceAsRequired.length),
    recall: required === 0 ? 1 : 1 - sum(({ missed }) => missed.length) / required,
  };
}
