/**
 * What a posting asks for, read from its parts (postingLines.ts) in the posting's own language
 * (postingLanguage.ts), each requirement a whole thing a person would list:
 * - a skill name the project knows (skillNames.ts) in any of its names, a technical word (in
 *   capitals, with a capital inside or with digits, but no place, time zone or company form:
 *   namesThatRequireNothing.json), or a term the owner's content names as a skill;
 * - names listed as alternatives, one requirement met by any of them ("PyTorch or TensorFlow";
 *   "Kafka, Flink or Spark"), where names listed with "and" are each required;
 * - a spoken language, named in the posting's language or in any other, with its level;
 * - years of experience, in figures or in words ("5+ years", "drei Jahre"), matched by the
 *   career's span (matches.ts);
 * - in a part a heading names, what a line or clause asks besides names: a phrase standing
 *   between words that ask nothing ("recommender systems"), or, where it names nothing, the line
 *   itself, whole, met by any phrase in it.
 * The duties are read apart: the names they hold, marked `duty`, order the résumé but are not
 * required. Nothing the company's name says is a requirement, nor the role the title names;
 * the title's names weigh more. The application's tags are requirements too. The posting's order
 * is kept. Each requirement weighs what the posting makes of it: 2 for each sentence that
 * requires it, 1 for each that would like it ("nice to have") or names it as a duty, 2 more in
 * the job's title.
 */
import {
  cefrLevel,
  emptyWordsOf,
  keysIn,
  mayBeNounPhrase,
  numberOf as numberIn,
  numbersIn,
  postingParts,
} from './postingLines';
import { postingLanguage } from './postingLanguage';
import { spokenLanguageIn } from './spokenLanguages';
import { holds, words, type Word } from './words';
import { folded, stopWordsOf } from './wordForms';

export interface Requirement {
  /** Its words as matching compares them (its first alternative); none for "N+ years". */
  keys: string[];
  /** Each run of words that meets it, `keys` first, where there is more than one. */
  anyOf?: string[][];
  /** As the posting (or the tag) writes it. */
  text: string;
  /** How much the posting asks for it (1 unless told): more for required, repeated, in the title. */
  weight?: number;
  /** Only liked, not required: every sentence saying it is "nice to have". */
  liked?: boolean;
  /** Only a duty of the job, asked of no one: every sentence saying it is a duty. */
  duty?: boolean;
  /** "N+ years": the years of career that match it. */
  years?: number;
}

export interface OwnersWords {
  /** Each skill, tag and spoken language the content names, as words. */
  terms: Word[][];
  /** Everything the content says, as words. */
  texts: Word[][];
}

/** The runs of words that meet a requirement. */
export const runsOf = (requirement: Requirement) => requirement.anyOf ?? [requirement.keys];

const technical = /^(?:\p{Lu}{3,}s?|\p{L}*\p{Ll}\p{Lu}\p{L}*|\p{L}+\d+\p{L}*)$/u;
const written = (run: Word[]) =>
  run.map(({ text, joiner }, index) => (index === 0 ? text : `${joiner ?? ' '}${text}`)).join('');
const keyOf = (keys: string[]) => keys.join(' ');
const within = (inner: string[], outer: string[]) =>
  inner.length < outer.length &&
  outer.some((_, start) => inner.every((key, index) => outer[start + index] === key));

/** A name a clause says: where it stands, and the runs of words that meet it. */
interface Name {
  start: number;
  end: number;
  anyOf: string[][];
  text: string;
}

/**
 * What joins two names in a clause: alternatives (a word, or a slash between the two alone), each
 * required, a comma, or other words.
 */
type Joint = 'or' | 'slash' | 'and' | 'comma' | 'apart';

interface Found extends Requirement {
  at: number;
  /** The parts of the sentences that say it. */
  said: { liked: boolean; duty: boolean; title: boolean }[];
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
  const yearWords = keysIn(read, 'years');
  const dutyVerbs = keysIn(read, 'dutyVerbs');
  const numbers = numbersIn(read);
  const orWords = keysIn(read, 'or');
  const andWords = keysIn(read, 'and');
  const companyKeys = new Set(company.flatMap((line) => words(line, read).map(({ key }) => key)));
  const askingWords = new WeakMap<Word, boolean>();
  const asking = (word: Word) => {
    if (!askingWords.has(word))
      askingWords.set(
        word,
        !empty.has(word.key) &&
          !stopWords.has(folded(word.text, read)) &&
          !/^\p{N}/u.test(word.text) &&
          !cefrLevel.test(word.text),
      );
    return askingWords.get(word)!;
  };
  const numberOf = (word: Word) => numberIn(word, numbers);

  const found = new Map<string, Found>();
  const add = (
    requirement: Requirement,
    at: number,
    said: Found['said'][number],
    id = requirement.years === undefined
      ? runsOf(requirement).map(keyOf).sort().join('|')
      : `${requirement.years} years`,
  ) => {
    const seen = found.get(id);
    if (seen) seen.said.push(said);
    else found.set(id, { ...requirement, at, said: [said] });
  };

  /** The names a clause says, in order, none inside another. */
  const namesIn = (clause: Word[], title = false): Name[] => {
    const names: Name[] = [];
    const taken = new Set<number>();
    const take = (start: number, end: number, anyOf: string[][], text: string) => {
      for (let index = start; index < end; index += 1) if (taken.has(index)) return;
      for (let index = start; index < end; index += 1) taken.add(index);
      names.push({ start, end, anyOf, text });
    };
    for (const term of owners.terms) {
      const keys = term.map(({ key }) => key);
      if (!term.some(asking)) continue;
      clause.forEach((_, start) => {
        const run = clause.slice(start, start + keys.length);
        const same =
          run.length === keys.length &&
          run.every((word, index) => word.key === keys[index] && (index === 0 || !word.apart));
        if (same) take(start, start + keys.length, [keys], written(run));
      });
    }
    const level = clause.find((word) => cefrLevel.test(word.text))?.text;
    clause.forEach((word, index) => {
      const spoken = spokenLanguageIn(word, read, tag);
      if (spoken && !word.key.startsWith('#'))
        take(index, index + 1, spoken.anyOf, level ? `${spoken.name} (${level})` : spoken.name);
      else if (word.key.startsWith('#') || (technical.test(word.text) && asking(word)))
        take(index, index + 1, [[word.key]], word.text);
    });
    // A product's name goes on in capitals after the name it starts with: "Spark Structured Streaming".
    // Not in the title: "ML Platform Engineer" names ML and the role.
    for (const name of title ? [] : names)
      while (
        clause[name.end] &&
        !clause[name.end]!.apart &&
        !taken.has(name.end) &&
        (/^\p{N}+$/u.test(clause[name.end]!.text) ||
          (name.anyOf[0]![0]!.startsWith('#') &&
            /^\p{Lu}/u.test(clause[name.end]!.text) &&
            asking(clause[name.end]!)))
      ) {
        name.text += ` ${clause[name.end]!.text}`;
        taken.add(name.end);
        name.end += 1;
      }
    // A word listed beside a name is a name too ("Spring Boot und Hibernate", "pandas,
    // statsmodels"), with the words in capitals before it ("Bluetooth Low Energy, Rust").
    const capital = (word: Word) => /^\p{Lu}/u.test(word.text);
    const joinsBy = (other: number, between: Word[]) =>
      taken.has(other) &&
      between.length <= 1 &&
      between.every(({ key }) => orWords.has(key) || andWords.has(key));
    const listedBeside = (index: number) => {
      const word = clause[index]!;
      if (taken.has(index) || !asking(word) || (word.opens && !capital(word))) return false;
      const afterName =
        (word.apart && joinsBy(index - 1, [])) ||
        joinsBy(index - 2, clause.slice(index - 1, index));
      const beforeName =
        (!!clause[index + 1]?.apart && joinsBy(index + 1, [])) ||
        joinsBy(index + 2, clause.slice(index + 1, index + 2));
      // A word in small letters is a name only at the end of a list: "pandas, statsmodels".
      return capital(word) ? afterName || beforeName : afterName && index === clause.length - 1;
    };
    for (let added = true; added;) {
      added = false;
      clause.forEach((word, index) => {
        if (!listedBeside(index)) return;
        let start = index;
        while (
          start > 0 &&
          !clause[start]!.apart &&
          !taken.has(start - 1) &&
          capital(clause[start - 1]!) &&
          asking(clause[start - 1]!)
        )
          start -= 1;
        const run = clause.slice(start, index + 1);
        take(start, index + 1, [run.map(({ key }) => key)], written(run));
        added = true;
      });
    }

    return names.sort((a, b) => a.start - b.start);
  };

  const partKeys = new Map<string, string[]>();
  /** What joins two names, by the text between them. */
  const jointOf = (between: string): Joint => {
    const parts = between
      .replace(/[,/|&]/g, ' $& ')
      .split(/\s+/)
      .filter((part) => !!part);
    const keysOfPart = (part: string) => {
      if (!partKeys.has(part))
        partKeys.set(
          part,
          words(part, read).map(({ key }) => key),
        );
      return partKeys.get(part)!;
    };
    const isOr = (part: string) =>
      part === '/' ||
      part === '|' ||
      (keysOfPart(part).length > 0 && keysOfPart(part).every((key) => orWords.has(key)));
    const isAnd = (part: string) =>
      part === '&' ||
      (keysOfPart(part).length > 0 && keysOfPart(part).every((key) => andWords.has(key)));
    if (parts.length === 0) return 'apart';
    if (parts.every((part) => part === ',')) return 'comma';
    if (parts.every((part) => part === '/' || part === '|')) return 'slash';
    if (parts.every((part) => part === ',' || isOr(part)) && parts.some((part) => part !== ','))
      return 'or';
    if (parts.every((part) => part === ',' || isAnd(part)) && parts.some((part) => part !== ','))
      return 'and';
    return 'apart';
  };

  /** Names listed together as one requirement: alternatives joined by "or", each else. */
  const grouped = (names: Name[], text: string): { names: Name[]; written: string }[] => {
    let cursor = 0;
    const places = names.map((name) => {
      const from = text.indexOf(name.text.split(' (')[0]!, cursor);
      const start = from < 0 ? cursor : from;
      cursor = from < 0 ? cursor : from + name.text.split(' (')[0]!.length;
      return { start, end: cursor };
    });
    const groups: Name[][] = [];
    let chain: { name: Name; joint?: Joint }[] = [];
    const close = () => {
      const joints = chain.slice(1).map(({ joint }) => joint);
      // "Kafka, Flink or Spark": a word "or" makes the whole list alternatives.
      const alternatives = joints.includes('or') && !joints.includes('and');
      let group: Name[] = [];
      chain.forEach(({ name, joint }) => {
        const apart = joint === 'and' || (joint === 'comma' && !alternatives);
        if (apart && group.length > 0) {
          groups.push(group);
          group = [];
        }
        group.push(name);
      });
      if (group.length > 0) groups.push(group);
      chain = [];
    };
    names.forEach((name, index) => {
      const joint =
        index === 0 ? undefined : jointOf(text.slice(places[index - 1]!.end, places[index]!.start));
      if (joint === 'apart') close();
      chain.push({ name, ...(joint && joint !== 'apart' && { joint }) });
    });
    if (chain.length > 0) close();
    return groups.map((group) => {
      const [from, to] = [places[names.indexOf(group[0]!)]!, places[names.indexOf(group.at(-1)!)]!];
      const written = group.length === 1 ? group[0]!.text : text.slice(from.start, to.end);
      return { names: group, written: written || group.map((name) => name.text).join(', ') };
    });
  };

  /** The runs of words that ask, outside the names: what a clause asks besides them. */
  const phrasesIn = (clause: Word[], names: Name[]) => {
    const named = new Set(
      names.flatMap(({ start, end }) => [...Array(end - start).keys()].map((at) => start + at)),
    );
    const runs: { run: Word[]; at: number }[] = [];
    let run: Word[] = [];
    let from = 0;
    clause.forEach((word, index) => {
      const joined = word.joined && run.length > 0;
      const asks =
        !named.has(index) &&
        (joined || (asking(word) && !word.key.startsWith('#'))) &&
        !yearWords.has(word.key) &&
        numberOf(word) === undefined;
      if (asks && (run.length === 0 || !word.apart || joined)) run.push(word);
      else {
        if (run.length > 0) runs.push({ run, at: from });
        run = asks ? [word] : [];
        from = index;
      }
      if (run.length === 1 && asks) from = index;
    });
    if (run.length > 0) runs.push({ run, at: from });
    // A joined word that asks nothing by itself ends no phrase: "learning-to-rank" stays whole.
    return runs.filter(({ run: phrase }) => phrase.some(asking));
  };

  /** Whether words hold a phrase the owner's content says: such a sentence asks. */
  const saysOwners = (said: Word[]) =>
    phrasesIn(said, []).some(({ run }) =>
      run.some((_, from) =>
        [2, 3].some(
          (length) =>
            from + length <= run.length &&
            owners.texts.some((text) =>
              holds(
                text,
                run.slice(from, from + length).map(({ key }) => key),
              ),
            ),
        ),
      ),
    );
  /** Whether a phrase is an item of a list of names: "SQL and data modelling". */
  const listedAfterName = (clause: Word[], start: number, names: Name[]) => {
    const endsName = (end: number) => names.some((name) => name.end === end);
    // Over the articles after "and": "Python et les bases relationnelles".
    let joint = start - 1;
    while (
      joint > 0 &&
      !clause[joint + 1]!.apart &&
      stopWords.has(clause[joint]!.key) &&
      !orWords.has(clause[joint]!.key) &&
      !andWords.has(clause[joint]!.key)
    )
      joint -= 1;
    const before = clause[joint];
    return (
      (clause[start]!.apart && endsName(start)) ||
      (!!before && (orWords.has(before.key) || andWords.has(before.key)) && endsName(joint))
    );
  };
  const sentences = postingParts(posting, read, saysOwners);
  /** The role the title names, as runs ending at its last word ("Data Engineer"): the subject. */
  const roleNames = new Set<string>();
  let at = 0;
  for (const sentence of sentences) {
    const here = at;
    at += sentence.words.length;
    if (sentence.title) {
      for (const length of [1, 2, 3])
        if (sentence.words.length >= length)
          roleNames.add(keyOf(sentence.words.slice(-length).map(({ key }) => key)));
    }
    if (sentence.part === 'nothing' && !sentence.title) continue;
    const said = {
      liked: sentence.part === 'liked',
      duty: sentence.part === 'duty',
      title: sentence.title,
    };
    {
      const [clauseText, clause] = [sentence.text, sentence.words];
      const names = namesIn(clause, sentence.title);
      for (const { names: group, written: text } of grouped(names, clauseText)) {
        const first = group[0]!;
        const anyOf = group.flatMap((name) => name.anyOf);
        add(
          { keys: anyOf[0]!, ...(anyOf.length > 1 && { anyOf }), text },
          here + first.start,
          said,
        );
      }
      if (sentence.title) continue;
      const whole = clauseText.replace(/[.:,]+$/u, '').trim();
      clause.forEach((word, index) => {
        const years = numberOf(word);
        const year = [1, 2, 3].find((ahead) => yearWords.has(clause[index + ahead]?.key ?? ''));
        const between = clause.slice(index + 1, index + (year ?? 0));
        if (years && year && between.every(({ key }) => stopWords.has(key)))
          add(
            {
              keys: [],
              text: sentence.listed ? whole : written(clause.slice(index, index + year + 1)),
              years,
            },
            here + index,
            said,
          );
      });
      const phrases = phrasesIn(clause, names);
      // A phrase the owner's content says too is asked wherever it is said ("data contracts").
      for (const { run, at: start } of phrases)
        for (const length of [3, 2])
          for (let from = 0; from + length <= run.length; from += 1) {
            const part = run.slice(from, from + length);
            const keys = part.map(({ key }) => key);
            if (
              owners.texts.some((text) => holds(text, keys)) &&
              mayBeNounPhrase(part, clause[start + from - 1], read)
            )
              add({ keys, text: written(part) }, here + start + from, said);
          }
      if (!sentence.listed || said.duty) continue;
      const hasYears = [...found.values()].some(
        ({ years, text }) => years !== undefined && text === whole,
      );
      if (hasYears) continue;
      if (names.length === 0 && phrases.length > 0) {
        // Met by any of its phrases, whichever verb the owner wrote: "lead postmortems".
        const anyOf = phrases.map(({ run }) =>
          run
            .map(({ key }) => key)
            .filter((key, index) => index > 0 || !dutyVerbs.has(key) || run.length === 1),
        );
        add({ keys: anyOf[0]!, ...(anyOf.length > 1 && { anyOf }), text: whole }, here, said);
      } else
        for (const { run, at: start } of phrases)
          // A phrase after the names says what they are for ("Python for data processing").
          if (
            run.length > 1 &&
            (start < names[0]!.start || listedAfterName(clause, start, names)) &&
            mayBeNounPhrase(run, clause[start - 1], read)
          )
            add({ keys: run.map(({ key }) => key), text: written(run) }, here + start, said);
    }
  }
  for (const own of tags) {
    const keys = words(own, tag).map(({ key }) => key);
    if (keys.length > 0) add({ keys, text: own }, at, { liked: false, duty: false, title: false });
  }
  const all = [...found.entries()].sort(([, a], [, b]) => a.at - b.at);
  const runs = all.flatMap(([, requirement]) => runsOf(requirement));
  return all
    .filter(([, requirement]) =>
      runsOf(requirement).some(
        (keys) =>
          keys.length === 0 ||
          !(
            keys.every((key) => companyKeys.has(key)) ||
            (roleNames.has(keyOf(keys)) && !keys[0]!.startsWith('#'))
          ),
      ),
    )
    .filter(
      ([, { keys, anyOf }]) =>
        anyOf !== undefined || !(keys.length > 1 && runs.some((other) => within(keys, other))),
    )
    .map(([, { keys, anyOf, text, years, said }]) => {
      const weight = said.reduce(
        (sum, { liked, duty, title }) => sum + (title ? 2 : 0) + (liked || duty ? 1 : 2),
        0,
      );
      const asked = said.filter(({ title }) => !title);
      const liked = asked.length > 0 && asked.every((part) => part.liked);
      const duty = !liked && asked.length > 0 && asked.every((part) => part.duty || part.liked);
      return {
        keys,
        ...(anyOf && { anyOf }),
        text,
        weight,
        ...(liked && { liked }),
        ...(duty && { duty }),
        ...(years !== undefined && { years }),
      };
    });
}
