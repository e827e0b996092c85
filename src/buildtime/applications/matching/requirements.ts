/**
 * What a posting asks for: the terms of its requirement sentences (postingLines.ts) that look like a
 * skill or a requirement, read in the posting's own language (postingLanguage.ts). A requirement is
 * - a skill name the project knows (skillNames.ts), in any of its names;
 * - a technical word: in capitals (AWS, GDPR), with a capital inside (GraphQL) or with digits (S3),
 *   but no place, time zone or company form (namesThatRequireNothing.json);
 * - a term the owner's content names as a skill: a skill, an entry's tag, a spoken language;
 * - a noun phrase of two or three words (no stop word or generic posting word among them, no
 *   adjective at its end, no verb at its start) that the owner's content says too, or that the
 *   posting says twice;
 * - in an item of a list (a requirement, a task), such a phrase standing alone between stop words
 *   or punctuation ("knowledge of distributed systems and …"), the item's first word that is no
 *   stop word (its verb: "Own data contracts", "Du entwickelst …") aside;
 * - a duty: a verb of duty and its object ("lead postmortems"), matched by the object whichever
 *   verb the owner wrote ("ran the postmortems");
 * - "N+ years", matched by the career's span (matches.ts).
 * A phrase inside a longer requirement is not one of its own; nothing the company's name says is one, nor
 * the role the title names (the letter's subject), though the title's skills are.
 * The application's tags are requirements too. The posting's order is kept. Each requirement weighs what the
 * posting makes of it: 2 for each sentence that requires it, 1 for each that would like it ("nice
 * to have"), 2 more in the job's title.
 */
import { emptyWordsOf, requirementSentences, keysIn, mayBeNounPhrase } from './postingLines';
import { postingLanguage } from './postingLanguage';
import { holds, words, type Word } from './words';
import { stopWordsOf } from './wordForms';

export interface Requirement {
  /** Its words as matching compares them; none for "N+ years". */
  keys: string[];
  /** As the posting (or the tag) writes it. */
  text: string;
  /** How much the posting asks for it (1 unless told): more for required, repeated, in the title. */
  weight?: number;
  /** Only liked, not required: every sentence saying it is "nice to have". */
  liked?: boolean;
  /** "N+ years": the years of career that match it. */
  years?: number;
}

export interface OwnersWords {
  /** Each skill, tag and spoken language the content names, as words. */
  terms: Word[][];
  /** Everything the content says, as words. */
  texts: Word[][];
}

const technical = /^(?:\p{Lu}{3,}s?|\p{L}*\p{Ll}\p{Lu}\p{L}*|\p{L}+\d+\p{L}*)$/u;
const written = (run: Word[]) =>
  run.map(({ text, joiner }, index) => (index === 0 ? text : `${joiner ?? ' '}${text}`)).join('');
const keyOf = (keys: string[]) => keys.join(' ');
const within = (inner: string[], outer: string[]) =>
  inner.length < outer.length &&
  outer.some((_, start) => inner.every((key, index) => outer[start + index] === key));

/**
 * The runs of two or three asking words between words that do not ask, the item's first word
 * that is no stop word aside (its verb: "Own data contracts", "Du entwickelst Datenpipelines").
 */
function runsStandingAlone(
  sentence: Word[],
  requirements: (word: Word) => boolean,
  stopWords: Set<string>,
): { run: Word[]; at: number }[] {
  const verb = sentence.findIndex((word) => !stopWords.has(word.key));
  const runs: { run: Word[]; at: number }[] = [];
  let run: Word[] = [];
  const end = (at: number) => {
    if (run.length > 0) runs.push({ run, at: at - run.length });
  };
  sentence.forEach((word, index) => {
    const asking = index !== verb && requirements(word) && !word.key.startsWith('#');
    if (asking && !(run.length > 0 && word.apart)) run.push(word);
    else {
      end(index);
      run = asking ? [word] : [];
    }
  });
  end(sentence.length);
  return runs.filter(({ run: found }) => found.length === 2 || found.length === 3);
}

export function postingRequirements(
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
): Requirement[] {
  const read = postingLanguage(posting, tag);
  const empty = emptyWordsOf(read);
  const stopWords = stopWordsOf(read);
  const dutyVerbs = keysIn(read, 'dutyVerbs');
  const yearWords = keysIn(read, 'years');
  const companyKeys = new Set(company.flatMap((line) => words(line, read).map(({ key }) => key)));
  const requirements = (word: Word) => !empty.has(word.key) && !/^\p{N}/u.test(word.text);
  const found = new Map<string, Requirement & { at: number }>();
  /** The requirements found as a duty: a phrase said without its verb elsewhere shows as said there. */
  const duties = new Set<string>();
  const add = (run: Word[], at: number, text = written(run)) => {
    const keys = run.map(({ key }) => key);
    if (keys.length > 0 && !found.has(keyOf(keys))) found.set(keyOf(keys), { keys, text, at });
  };
  /** A phrase, shown without the verb of duty a duty found it with. */
  const addPhrase = (run: Word[], at: number) => {
    const key = keyOf(run.map(({ key: part }) => part));
    if (duties.has(key)) found.delete(key);
    duties.delete(key);
    add(run, at);
  };
  const phrases = new Map<string, { run: Word[]; at: number; count: number }>();
  const sentences = requirementSentences(posting, read);
  let at = 0;
  /** The role the title names, as runs ending at its last word ("Data Engineer"): the subject. */
  const roleNames = new Set<string>();
  for (const { words: sentence, listed, title } of sentences) {
    if (title)
      for (const length of [1, 2, 3])
        if (sentence.length >= length)
          roleNames.add(keyOf(sentence.slice(-length).map(({ key }) => key)));
    const startsAt = (keys: string[]) =>
      sentence.findIndex((_, index) => holds(sentence.slice(index, index + keys.length), keys));
    const isNounPhrase = (run: Word[], start: number) =>
      mayBeNounPhrase(run, sentence[start - 1], read);
    sentence.forEach((word, index) => {
      if (word.key.startsWith('#') || (technical.test(word.text) && requirements(word)))
        add([word], at + index);
      const next = sentence[index + 1];
      if (/^\p{N}+$/u.test(word.text) && next && yearWords.has(next.key)) {
        const years = Number(word.text);
        const key = `${years} years`;
        if (!found.has(key))
          found.set(key, { keys: [], text: `${word.text}+ ${next.text}`, years, at: at + index });
      }
      if (dutyVerbs.has(word.key) && !title) {
        let start = index + 1;
        while (sentence[start] && !sentence[start]!.apart && stopWords.has(sentence[start]!.key))
          start += 1;
        let end = start;
        while (
          end < start + 3 &&
          sentence[end] &&
          !sentence[end]!.apart &&
          requirements(sentence[end]!) &&
          !sentence[end]!.key.startsWith('#')
        )
          end += 1;
        const object = sentence.slice(start, end);
        // Not the start of a compound: "own our go-to-market".
        const whole = !sentence[end]?.joined;
        if (object.length > 0 && whole && isNounPhrase(object, start)) {
          const keys = object.map(({ key }) => key);
          duties.add(keyOf(keys));
          if (!found.has(keyOf(keys)))
            found.set(keyOf(keys), {
              keys,
              text: written(sentence.slice(index, end)),
              at: at + index,
            });
        }
      }
      // The title's skills ask (weighing more, below); its words make no phrase of their own.
      for (const length of title ? [] : [2, 3]) {
        const run = sentence.slice(index, index + length);
        const isPhrase =
          run.length === length &&
          !dutyVerbs.has(run[0]!.key) &&
          run.every(
            (part, place) =>
              (place === 0 || !part.apart) && requirements(part) && !part.key.startsWith('#'),
          ) &&
          isNounPhrase(run, index);
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
      for (const { run, at: start } of runsStandingAlone(sentence, requirements, stopWords)) {
        // A verb of duty is no part of the phrase after it: that is the duty's object.
        const [phrase, from] = dutyVerbs.has(run[0]!.key)
          ? [run.slice(1), start + 1]
          : [run, start];
        if (phrase.length > 1 && isNounPhrase(phrase, from)) addPhrase(phrase, at + from);
      }
    for (const term of owners.terms) {
      const keys = term.map(({ key }) => key);
      const start = term.some(requirements) ? startsAt(keys) : -1;
      if (start >= 0) add(sentence.slice(start, start + keys.length), at + start);
    }
    at += sentence.length;
  }
  for (const { run, at: first, count } of phrases.values()) {
    const keys = run.map(({ key }) => key);
    if (count > 1 || owners.texts.some((text) => holds(text, keys))) addPhrase(run, first);
  }
  for (const own of tags) add(words(own, tag), at, own);
  const all = [...found.values()].sort((a, b) => a.at - b.at);
  /** The sentences that say a requirement: for "N+ years", the one it was found in. */
  const saying = ({ keys, years, at: where }: Requirement & { at: number }) => {
    let start = 0;
    return sentences.filter(({ words: sentence }) => {
      const here = start;
      start += sentence.length;
      return years === undefined
        ? holds(sentence, keys)
        : where >= here && where < here + sentence.length;
    });
  };
  return all
    .filter(({ keys }) => !(keys.length > 0 && keys.every((key) => companyKeys.has(key))))
    .filter(
      ({ keys }) =>
        !(roleNames.has(keyOf(keys)) && !(keys.length === 1 && keys[0]!.startsWith('#'))),
    )
    .filter(({ keys }) => !(keys.length > 1 && all.some((other) => within(keys, other.keys))))
    .map((requirement) => {
      const said = saying(requirement);
      const weight =
        said.reduce((sum, { liked, title }) => sum + (liked ? 1 : 2) + (title ? 2 : 0), 0) || 2;
      const liked = said.length > 0 && said.every((sentence) => sentence.liked);
      return {
        keys: requirement.keys,
        text: requirement.text,
        weight,
        ...(liked && { liked }),
        ...(requirement.years !== undefined && { years: requirement.years }),
      };
    });
}
