/**
 * The posting's text that may ask for something: its sentences, without the boilerplate every
 * posting has (who the company is, what it offers, how to apply, the equal opportunity
 * statement). A heading such as "What we offer:" makes boilerplate of the lines under it, up to
 * the next heading.
 */
import postingWords from './postingWords.json';
import { baseLanguage, stopWordsOf } from './wordForms';
import { holds, words, type Word } from './words';

interface PostingWords {
  /** Words every posting says, asking nothing by themselves ("experience", "strong"). */
  generic: string[];
  /** What a boilerplate sentence or heading starts with ("we offer", "about us"). */
  boilerplate: string[];
  /** What makes a sentence boilerplate wherever it says it (the equal opportunity statement). */
  boilerplateAnywhere: string[];
  /** What a sentence that asks says, though it starts as boilerplate ("we are looking for"). */
  notBoilerplate: string[];
}
const lists = postingWords as Record<string, PostingWords>;
const listsOf = (tag: string): PostingWords[] =>
  [...new Set([lists[baseLanguage(tag)], lists.en].filter((list) => !!list))] as PostingWords[];

/** A posting's words that ask for nothing however often it says them: stop words and its generic ones. */
export function emptyWordsOf(tag: string): Set<string> {
  const generic = listsOf(tag).flatMap((list) => list.generic);
  return new Set([
    ...stopWordsOf(tag),
    ...generic.flatMap((word) => words(word, tag).map(({ key }) => key)),
  ]);
}

const cuesOf = (tag: string, kind: 'boilerplate' | 'boilerplateAnywhere' | 'notBoilerplate') =>
  listsOf(tag).flatMap((list) => list[kind].map((cue) => words(cue, tag).map(({ key }) => key)));

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
}

/** The posting's sentences that may ask for something. */
export function askingSentences(posting: string, tag: string): PostingSentence[] {
  const boilerplate = cuesOf(tag, 'boilerplate');
  const anywhere = cuesOf(tag, 'boilerplateAnywhere');
  const notBoilerplate = cuesOf(tag, 'notBoilerplate');
  const startsWithCue = (sentence: Word[]) =>
    boilerplate.some((cue) => holds(sentence.slice(0, cue.length + 1), cue));
  const saysCue = (sentence: Word[], cues: string[][]) => cues.some((cue) => holds(sentence, cue));
  const sentences: PostingSentence[] = [];
  let underBoilerplate = false;
  for (const rawLine of posting.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    const lineWords = words(line, tag);
    if (isHeading(line) && lineWords.length > 0) {
      underBoilerplate = startsWithCue(lineWords);
      if (underBoilerplate) continue;
    }
    if (underBoilerplate) continue;
    const listed = listMark.test(line);
    for (const sentence of line.replace(listMark, '').split(/(?<=[.!?。])\s+/)) {
      const said = words(sentence, tag);
      const isBoilerplate =
        (startsWithCue(said) || saysCue(said, anywhere)) && !saysCue(said, notBoilerplate);
      if (!isBoilerplate) sentences.push({ words: said, listed });
    }
  }
  return sentences;
}
