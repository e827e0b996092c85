/**
 * What a posting asks for: the terms of its asking sentences (postingLines.ts) that look like a
 * skill or a requirement. An ask is
 * - a skill name the project knows (skillNames.ts), in any of its names;
 * - a technical word: in capitals (AWS, GDPR), with a capital inside (GraphQL) or with digits (S3);
 * - a term the owner's content names as a skill: a skill, an entry's tag, a spoken language;
 * - a phrase of two or three words (no stop word or generic posting word among them) that the
 *   owner's content says too, or that the posting says twice;
 * - in an item of a list (a requirement, a task), two such words standing alone between stop
 *   words or punctuation ("knowledge of distributed systems and …"), the item's first word that
 *   is no stop word (its verb: "Own data contracts", "Du entwickelst …") aside.
 * A phrase inside a longer ask is not one of its own; nothing the company's name says is one.
 * The application's tags are asks too. The posting's order is kept.
 */
import { emptyWordsOf, askingSentences } from './postingLines';
import { holds, words, type Word } from './words';
import { stopWordsOf } from './wordForms';

export interface Ask {
  /** Its words as matching compares them. */
  keys: string[];
  /** As the posting (or the tag) writes it. */
  text: string;
}

export interface OwnersWords {
  /** Each skill, tag and spoken language the content names, as words. */
  terms: Word[][];
  /** Everything the content says, as words. */
  texts: Word[][];
}

const technical = /^(?:\p{Lu}{3,}s?|\p{L}*\p{Ll}\p{Lu}\p{L}*|\p{L}+\d+\p{L}*)$/u;
const written = (run: Word[]) =>
  run
    .map(({ text, joined }, index) => (index === 0 ? text : `${joined ? '-' : ' '}${text}`))
    .join('');
const keyOf = (keys: string[]) => keys.join(' ');
const within = (inner: string[], outer: string[]) =>
  inner.length < outer.length &&
  outer.some((_, start) => inner.every((key, index) => outer[start + index] === key));

/**
 * The runs of exactly two asking words between words that do not ask, the item's first word
 * that is no stop word aside (its verb: "Own data contracts", "Du entwickelst Datenpipelines").
 */
function pairsStandingAlone(
  sentence: Word[],
  asks: (word: Word) => boolean,
  stopWords: Set<string>,
): Word[][] {
  const verb = sentence.findIndex((word) => !stopWords.has(word.key));
  const runs: Word[][] = [];
  let run: Word[] = [];
  sentence.forEach((word, index) => {
    const asking = index !== verb && asks(word) && !word.key.startsWith('#');
    if (asking && !(run.length > 0 && word.apart)) run.push(word);
    else {
      runs.push(run);
      run = asking ? [word] : [];
    }
  });
  return [...runs, run].filter((found) => found.length === 2);
}

export function postingAsks(
  posting: string,
  tag: string,
  owners: OwnersWords,
  {
    tags = [],
    company = [],
  }: {
    /** The application's tags. */
    tags?: string[];
    /** Lines naming the employer (the letter's recipient). */
    company?: string[];
  } = {},
): Ask[] {
  const empty = emptyWordsOf(tag);
  const stopWords = stopWordsOf(tag);
  const companyKeys = new Set(company.flatMap((line) => words(line, tag).map(({ key }) => key)));
  const asks = (word: Word) => !empty.has(word.key) && !/^\p{N}/u.test(word.text);
  const found = new Map<string, Ask & { at: number }>();
  const add = (run: Word[], at: number, text = written(run)) => {
    const keys = run.map(({ key }) => key);
    if (keys.length > 0 && !found.has(keyOf(keys))) found.set(keyOf(keys), { keys, text, at });
  };
  const phrases = new Map<string, { run: Word[]; at: number; count: number }>();
  let at = 0;
  for (const { words: sentence, listed } of askingSentences(posting, tag)) {
    const startsAt = (keys: string[]) =>
      sentence.findIndex((_, index) => holds(sentence.slice(index, index + keys.length), keys));
    sentence.forEach((word, index) => {
      if (word.key.startsWith('#') || (technical.test(word.text) && asks(word)))
        add([word], at + index);
      for (const length of [2, 3]) {
        const run = sentence.slice(index, index + length);
        const isPhrase =
          run.length === length &&
          run.every(
            (part, place) =>
              (place === 0 || !part.apart) && asks(part) && !part.key.startsWith('#'),
          );
        if (!isPhrase) continue;
        const key = keyOf(run.map(({ key: part }) => part));
        const seen = phrases.get(key);
        phrases.set(
          key,
          seen ? { ...seen, count: seen.count + 1 } : { run, at: at + index, count: 1 },
        );
      }
    });
    if (listed)
      for (const run of pairsStandingAlone(sentence, asks, stopWords))
        add(run, at + sentence.indexOf(run[0]!));
    for (const term of owners.terms) {
      const keys = term.map(({ key }) => key);
      const start = term.some(asks) ? startsAt(keys) : -1;
      if (start >= 0) add(sentence.slice(start, start + keys.length), at + start);
    }
    at += sentence.length;
  }
  for (const { run, at: first, count } of phrases.values()) {
    const keys = run.map(({ key }) => key);
    if (count > 1 || owners.texts.some((text) => holds(text, keys))) add(run, first);
  }
  for (const own of tags) add(words(own, tag), at, own);
  const all = [...found.values()].sort((a, b) => a.at - b.at);
  return all
    .filter(({ keys }) => !keys.every((key) => companyKeys.has(key)))
    .filter(({ keys }) => !(keys.length > 1 && all.some((other) => within(keys, other.keys))))
    .map(({ keys, text }) => ({ keys, text }));
}
