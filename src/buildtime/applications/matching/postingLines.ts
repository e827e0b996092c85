/**
 * The posting's text that may ask for something: its sentences, without the boilerplate every
 * posting has (who the company is, what it offers, how to apply, the equal opportunity
 * statement). A heading such as "What we offer:" makes boilerplate of the lines under it, up to
 * the next heading.
 */
import postingWords from './postingWords.json';
import namesThatRequireNothing from './namesThatRequireNothing.json';
import { baseLanguage, folded, stopWordsOf } from './wordForms';
import { holds, words, type Word } from './words';

interface PostingWords {
  /** Words every posting says, asking nothing by themselves ("experience", "strong"). */
  generic?: string[];
  /** What a boilerplate sentence or heading starts with ("we offer", "about us"). */
  boilerplate?: string[];
  /** What makes a sentence boilerplate wherever it says it (the equal opportunity statement). */
  boilerplateAnywhere?: string[];
  /** What a sentence that asks says, though it starts as boilerplate ("we are looking for"). */
  notBoilerplate?: string[];
  /** What says the lines under it, or its sentence, would be liked, not required ("nice to have"). */
  niceToHave?: string[];
  /** Verbs of a duty, asking for what follows them ("lead postmortems"). */
  dutyVerbs?: string[];
  /** The words for a year, after a number ("5+ years"). */
  years?: string[];
  /** Words that end no noun phrase (the language puts adjectives before nouns): "healthy". */
  adjectives?: string[];
  /** Endings of words that end no noun phrase: "-able". */
  notNounEndings?: string[];
  /** The ending of a verb's form that starts no noun phrase unless a stop word is before it. */
  verbEnding?: string;
}
const lists = postingWords as Record<string, PostingWords>;
const listsOf = (tag: string): PostingWords[] =>
  [...new Set([lists[baseLanguage(tag)], lists.en].filter((list) => !!list))] as PostingWords[];

const keysOf = (texts: string[], tag: string) =>
  texts.flatMap((text) => words(text, tag).map(({ key }) => key));

/**
 * A posting's words that ask for nothing however often it says them: stop words, its generic
 * ones, and places, time zones, company forms and the like (namesThatRequireNothing.json).
 */
export function emptyWordsOf(tag: string): Set<string> {
  const generic = listsOf(tag).flatMap((list) => list.generic ?? []);
  return new Set([
    ...stopWordsOf(tag),
    ...keysOf(generic, tag),
    ...keysOf(Object.values(namesThatRequireNothing).flat(), tag),
  ]);
}

/** A list of the posting's language and English, as keys (`dutyVerbs`, `years`). */
export const keysIn = (tag: string, kind: 'dutyVerbs' | 'years') =>
  new Set(
    keysOf(
      listsOf(tag).flatMap((list) => list[kind] ?? []),
      tag,
    ),
  );

/**
 * Whether a run of words can be a noun phrase, by its language's own lists: it ends in no
 * adjective ("models healthy") and starts with no verb ("years building data").
 */
export function mayBeNounPhrase(run: Word[], before: Word | undefined, tag: string): boolean {
  const list = lists[baseLanguage(tag)];
  if (!list) return true;
  const last = folded(run.at(-1)!.text, tag);
  const first = folded(run[0]!.text, tag);
  const adjective =
    !!list.adjectives?.includes(last) ||
    !!list.notNounEndings?.some((ending) => last.endsWith(ending));
  const afterStopWord = !!before && !run[0]!.apart && stopWordsOf(tag).has(before.key);
  const verb = !!list.verbEnding && first.endsWith(list.verbEnding) && !afterStopWord;
  return !adjective && !verb;
}

const cuesOf = (
  tag: string,
  kind: 'boilerplate' | 'boilerplateAnywhere' | 'notBoilerplate' | 'niceToHave',
) =>
  listsOf(tag).flatMap((list) =>
    (list[kind] ?? []).map((cue) => words(cue, tag).map(({ key }) => key)),
  );

/** A list item's mark: a dash, a bullet or a number. */
export const listMark = /^(?:[-*•·–]|\d+[.)])\s*/;

/**
 * A line that heads what follows: short, and ending in a colon or without punctuation ("Location:
 * Helsinki" heads nothing).
 */
export const isHeading = (line: string) =>
  line.split(/\s+/).length <= 6 &&
  (/:$/.test(line) || !/[.!?。:：]/.test(line)) &&
  !listMark.test(line);

/** A sentence of the posting, as words; `listed` when it is an item of a list (a requirement, a task). */
export interface PostingSentence {
  words: Word[];
  listed: boolean;
  /** It, or the heading over it, says it would be liked rather than required ("nice to have"). */
  liked: boolean;
  /** It is the posting's first line and a heading, and more lines follow: the job's title. */
  title: boolean;
}

/** The posting's sentences that may ask for something. */
export function requirementSentences(posting: string, tag: string): PostingSentence[] {
  const boilerplate = cuesOf(tag, 'boilerplate');
  const anywhere = cuesOf(tag, 'boilerplateAnywhere');
  const notBoilerplate = cuesOf(tag, 'notBoilerplate');
  const liking = cuesOf(tag, 'niceToHave');
  const startsWithCue = (sentence: Word[]) =>
    boilerplate.some((cue) => holds(sentence.slice(0, cue.length + 1), cue));
  const saysCue = (sentence: Word[], cues: string[][]) => cues.some((cue) => holds(sentence, cue));
  const sentences: PostingSentence[] = [];
  let underBoilerplate = false;
  let underLiked = false;
  let first = true;
  const lines = posting
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => !!line);
  for (const line of lines) {
    const lineWords = words(line, tag);
    const heading = isHeading(line) && lineWords.length > 0;
    const title = first && heading && lines.length > 1;
    first = false;
    if (heading) {
      underBoilerplate = startsWithCue(lineWords);
      underLiked = saysCue(lineWords, liking);
      if (underBoilerplate) continue;
    }
    if (underBoilerplate) continue;
    const listed = listMark.test(line);
    for (const sentence of line.replace(listMark, '').split(/(?<=[.!?。])\s+/)) {
      const said = words(sentence, tag);
      const isBoilerplate =
        (startsWithCue(said) || saysCue(said, anywhere)) && !saysCue(said, notBoilerplate);
      if (!isBoilerplate)
        sentences.push({
          words: said,
          listed,
          liked: underLiked || saysCue(said, liking),
          title,
        });
    }
  }
  return sentences;
}
