/**
 * A posting's parts, found by what they are: what it requires, what it would like ("nice to
 * have"), the job's duties, and what asks nothing (who the company is, what it offers, pay, how to
 * apply, the equal opportunity statement, and what a page pasted whole carries around the posting:
 * menus, the recruiter, "Show more"). A heading names the part of the lines under it, up to the
 * next heading, by the cues of the posting's language (postingWords.json); a heading that names no
 * part, and text under no heading, are judged sentence by sentence by what they hold: a skill, a
 * spoken language or years ask; money and perks ask nothing.
 */
import postingWords from './postingWords.json';
import namesThatRequireNothing from './namesThatRequireNothing.json';
import { baseLanguage, folded, stopWordsOf } from './wordForms';
import { holds, words, type Word } from './words';
import { skillsVersion } from './skillNames';
import { spokenLanguageIn } from './spokenLanguages';

interface PostingWords {
  /** Words every posting says, asking nothing by themselves ("experience", "strong"). */
  generic?: string[];
  /** What a heading or a sentence that asks nothing starts with ("we offer", "about us"). */
  boilerplate?: string[];
  /** What makes a sentence ask nothing wherever it says it (the equal opportunity statement). */
  boilerplateAnywhere?: string[];
  /** What a sentence that asks says, though it starts as boilerplate ("we are looking for"). */
  notBoilerplate?: string[];
  /** What a perk is called ("holiday", "Urlaub"): a line of them under no heading asks nothing. */
  perks?: string[];
  /** What a heading of requirements says ("your profile", "what you bring"). */
  requiredHeadings?: string[];
  /** What a heading of the job's duties says ("what you will do", "your tasks"). */
  dutyHeadings?: string[];
  /** What says the lines under it, or its sentence, would be liked, not required ("nice to have"). */
  niceToHave?: string[];
  /** Verbs of a duty ("lead postmortems"). */
  dutyVerbs?: string[];
  /** The words for a year, after a number ("5+ years"). */
  years?: string[];
  /** The numbers written as words, from one, each with its other forms after `|` ("un|une"). */
  numbers?: string[];
  /** The words that make names alternatives ("PyTorch or TensorFlow"). */
  or?: string[];
  /** The words that list names each required ("Python and SQL"). */
  and?: string[];
  /** Words that end no noun phrase (the language puts adjectives before nouns): "healthy". */
  adjectives?: string[];
  /** Endings of words that end no noun phrase: "-able". */
  notNounEndings?: string[];
  /** The ending of a verb's form that starts no noun phrase unless a stop word is before it. */
  verbEnding?: string;
  /** The verb's form starts no noun phrase after a stop word either ("du entwickelst"). */
  verbAfterStopWord?: boolean;
}
type ListKind = {
  [Kind in keyof PostingWords]-?: PostingWords[Kind] extends string[] | undefined ? Kind : never;
}[keyof PostingWords];

const lists = postingWords as Record<string, PostingWords>;
/** The lists of a tag's language, whichever tag the file keeps them under ("zh-Hans" for "zh"). */
const listOf = (tag: string): PostingWords | undefined =>
  lists[tag] ?? Object.entries(lists).find(([own]) => baseLanguage(own) === baseLanguage(tag))?.[1];
const listsOf = (tag: string): PostingWords[] =>
  [...new Set([listOf(tag), lists.en].filter((list) => !!list))] as PostingWords[];

const keysOf = (texts: string[], tag: string) =>
  texts.flatMap((text) => words(text, tag).map(({ key }) => key));

const worked = new Map<string, unknown>();
/** What is worked out from the lists once for each language (and each set of skill names). */
function once<Value>(name: string, tag: string, work: () => Value): Value {
  const key = `${name} ${tag} ${skillsVersion()}`;
  if (!worked.has(key)) worked.set(key, work());
  return worked.get(key) as Value;
}

/**
 * A posting's words that ask for nothing however often it says them: stop words, its generic
 * ones, and places, time zones, company forms and the like (namesThatRequireNothing.json).
 */
export function emptyWordsOf(tag: string): Set<string> {
  return once('empty', tag, () => {
    const generic = listsOf(tag).flatMap((list) => list.generic ?? []);
    return new Set([
      ...stopWordsOf(tag),
      ...keysOf(generic, tag),
      ...keysOf(Object.values(namesThatRequireNothing).flat(), tag),
    ]);
  });
}

/** A list of the posting's language and English, as keys (`years`, `or`). */
export const keysIn = (tag: string, kind: Exclude<ListKind, 'numbers'>) =>
  once(
    kind,
    tag,
    () =>
      new Set(
        keysOf(
          listsOf(tag).flatMap((list) => list[kind] ?? []),
          tag,
        ),
      ),
  );

/** The numbers the posting's language and English write as words, by their keys. */
export const numbersIn = (tag: string) =>
  once(
    'numbers',
    tag,
    () =>
      new Map(
        listsOf(tag)
          .reverse()
          .flatMap((list) =>
            (list.numbers ?? []).flatMap((forms, index) =>
              keysOf(forms.split('|'), tag).map((key) => [key, index + 1] as const),
            ),
          ),
      ),
  );

/** The number a word says, in figures or in words. */
export const numberOf = (word: Word, numbers: Map<string, number>) =>
  /^\p{N}+$/u.test(word.text) ? Number(word.text) : numbers.get(word.key);

/**
 * Whether a run of words can be a noun phrase, by its language's own lists: it ends in no
 * adjective ("models healthy") and starts with no verb ("years building data").
 */
export function mayBeNounPhrase(run: Word[], before: Word | undefined, tag: string): boolean {
  const list = listOf(tag);
  if (!list) return true;
  const last = folded(run.at(-1)!.text, tag);
  const first = folded(run[0]!.text, tag);
  const adjective =
    !!list.adjectives?.includes(last) ||
    !!list.notNounEndings?.some((ending) => last.endsWith(ending));
  const afterStopWord = !!before && !run[0]!.apart && stopWordsOf(tag).has(before.key);
  const verb =
    !!list.verbEnding &&
    first.endsWith(list.verbEnding) &&
    (!afterStopWord || !!list.verbAfterStopWord);
  return !adjective && !verb;
}

const cuesOf = (tag: string, kind: ListKind) =>
  once(`cues ${kind}`, tag, () =>
    listsOf(tag).flatMap((list) =>
      (list[kind] ?? []).map((cue) => words(cue, tag).map(({ key }) => key)),
    ),
  );

/** A list item's mark: a dash, a bullet, a number, or a sign or emoji ("✅", "👉"). */
export const listMark =
  /^(?:[-*•·–▪►✓✔→…]|\d+[.)](?!\d)|[\p{Extended_Pictographic}\p{So}]\uFE0F?)\s*/u;

/**
 * A line that may head what follows: short, and ending in a colon, a question mark or without
 * punctuation ("Location: Helsinki" heads nothing).
 */
export const isHeading = (line: string) =>
  line.split(/\s+/).length <= 7 && (/[:?？]$/.test(line) || !/[.!?。:：,;]/.test(line));

/** Which part of the posting a sentence is. */
export type PostingPart = 'required' | 'liked' | 'duty' | 'nothing';

/** A sentence of the posting, as words, and the part it was read as. */
export interface PostingSentence {
  words: Word[];
  /** As written, its list mark left out. */
  text: string;
  part: PostingPart;
  /**
   * Under a heading that names its part (an item, or a sentence there), or in the sentence an
   * inline heading opens: its phrases ask too, or the line whole.
   */
  listed: boolean;
  /** It is the posting's first line and a heading, and more lines follow: the job's title. */
  title: boolean;
}

/** A level of the Common European Framework: B2, C1+. */
export const cefrLevel = /^[ABC][12]\+?$/u;

/** Money, in figures: a currency's sign or code by a number, or "60k". */
const money =
  /[€$£¥₹]|\b(?:EUR|GBP|USD|CHF|SEK|NOK|DKK|PLN|BRL|MXN)\b|\d\s?k\b|\d\s?(?:kr|zł)\b|\bk€/iu;

/**
 * A line's sentences: split after a full stop, a question or exclamation mark or a semicolon, where
 * a capital follows ("Mind. 2 Jahre" and "e.g. 5" stay whole).
 */
const sentencesOf = (line: string) =>
  line.split(/(?<=[.!?。])\s+(?=[\p{Lu}"“¿¡])/u).filter((sentence) => !!sentence.trim());

/** The posting's sentences, each with the part it was read as. */
export function postingParts(
  posting: string,
  tag: string,
  /** What else makes a sentence ask: a phrase the owner's content says too. */
  asksAlso: (said: Word[]) => boolean = () => false,
): PostingSentence[] {
  const cues = {
    nothing: cuesOf(tag, 'boilerplate'),
    anywhere: cuesOf(tag, 'boilerplateAnywhere'),
    asks: cuesOf(tag, 'notBoilerplate'),
    required: cuesOf(tag, 'requiredHeadings'),
    duty: cuesOf(tag, 'dutyHeadings'),
    liked: cuesOf(tag, 'niceToHave'),
    perks: cuesOf(tag, 'perks'),
  };
  const says = (said: Word[], kind: keyof typeof cues) =>
    cues[kind].some((cue) => holds(said, cue));
  const startsWith = (said: Word[], kind: keyof typeof cues) =>
    cues[kind].some((cue) => holds(said.slice(0, cue.length + 1), cue));
  const years = keysIn(tag, 'years');
  const numbers = numbersIn(tag);
  /** Whether a sentence holds what a requirement names: a skill, a spoken language, years. */
  const asks = (said: Word[]) =>
    said.some(
      (word, index) =>
        word.key.startsWith('#') ||
        cefrLevel.test(word.text) ||
        !!spokenLanguageIn(word, tag, tag) ||
        (numberOf(word, numbers) !== undefined && years.has(said[index + 1]?.key ?? '')),
    ) || asksAlso(said);
  /** The part a heading names, if any: nice to have first ("preferred qualifications"). */
  const headed = (said: Word[]): PostingPart | undefined => {
    if (says(said, 'liked')) return 'liked';
    if (says(said, 'required') || says(said, 'asks')) return 'required';
    if (says(said, 'duty')) return 'duty';
    if (startsWith(said, 'nothing') || says(said, 'anywhere')) return 'nothing';
    return undefined;
  };
  /** The part of a sentence under a heading of `part` (or none): its own cues, then what it holds. */
  const partOf = (said: Word[], text: string, part: PostingPart | undefined): PostingPart => {
    if (part === 'nothing' || said.length === 0) return 'nothing';
    if (says(said, 'anywhere') || money.test(text)) return 'nothing';
    if (says(said, 'liked')) return 'liked';
    if (part === 'duty' && says(said, 'asks')) return 'required';
    if (part) return part;
    if (startsWith(said, 'nothing') && !says(said, 'asks')) return 'nothing';
    if (says(said, 'perks')) return 'nothing';
    return asks(said) ? judged : 'nothing';
  };

  /** A clause opening with a nice-to-have cue after a comma is apart: "Kubernetes, ideally with Helm". */
  const likedApart = (sentence: string) => {
    const clauses: string[] = [];
    for (const piece of sentence.split(/(?<=,)\s+/u)) {
      const opening = clauses.length > 0 ? words(piece.slice(0, 40), tag) : [];
      const opensLiked = cues.liked.some((cue) => holds(opening.slice(0, cue.length), cue));
      if (clauses.length > 0 && !opensLiked) clauses[clauses.length - 1] += ` ${piece}`;
      else clauses.push(piece);
    }
    return clauses.map((clause) => clause.replace(/,$/u, ''));
  };

  const lines = posting
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => !!line);
  const marks = lines.map((line) => listMark.exec(line)?.[0].trim());
  /** A line is an item of a list where the line before or after bears the same mark. */
  const listed = (index: number) =>
    !!marks[index] &&
    (/^(?:[-*•·–▪]|\d+[.)])$/u.test(marks[index]!) ||
      marks[index - 1] === marks[index] ||
      marks[index + 1] === marks[index]);
  /**
   * Whether the lines under a heading that names no part are a list of what it asks: two items or
   * more, most of them naming a skill, a spoken language or years, none money or perks.
   */
  const listAsking = (heading: number) => {
    const items: string[] = [];
    for (let index = heading + 1; index < lines.length && listed(index); index += 1)
      items.push(lines[index]!.replace(listMark, ''));
    const asking = items.filter((item) => {
      const said = words(item, tag);
      return asks(said) && !money.test(item) && !says(said, 'perks');
    });
    return items.length >= 2 && asking.length * 2 >= items.length;
  };
  const sentences: PostingSentence[] = [];
  /** The part the heading over the line names; none where the lines are judged one by one. */
  let part: PostingPart | undefined;
  /** The part of a heading whose sub-headings ("Technical", "People") name none of their own. */
  let group: PostingPart | undefined;
  let afterHeading = false;
  let afterItem = false;
  /**
   * What a sentence that asks is, under no heading naming a part: required, but liked under a
   * heading naming none right after the requirements (a second list of skills is the nice to have).
   */
  let judged: 'required' | 'liked' = 'required';
  lines.forEach((line, index) => {
    const item = listed(index);
    const text = line.replace(listMark, '');
    // The first line, when more follow and it ends no sentence, is the job's title.
    const firstWords = index === 0 ? words(text, tag) : [];
    const title =
      index === 0 &&
      lines.length > 1 &&
      text.split(/\s+/).length <= 12 &&
      !/[.!?]$/.test(text) &&
      !headed(firstWords);
    if (title || (!item && isHeading(text) && index < lines.length - 1)) {
      const said = index === 0 ? firstWords : words(text, tag);
      const named = title ? undefined : headed(said);
      if (named) group = undefined;
      else if (afterHeading && part) group = part;
      judged = !named && !group && part === 'required' ? 'liked' : named ? 'required' : judged;
      part = named ?? group ?? (listAsking(index) ? judged : undefined);
      [afterHeading, afterItem] = [true, false];
      if (!named) sentences.push({ words: said, text, part: 'nothing', listed: false, title });
      return;
    }
    // A line that is no item, after a list, is under the heading no more.
    if (!item && afterItem) part = group = undefined;
    /** The part an inline heading names, for the rest of its line. */
    let inlineUnder: PostingPart | undefined;
    for (const sentence of sentencesOf(text)) {
      // "Requirements: Python; SQL.", "Nice: GraphQL.": a heading inside the line.
      const inline = /^([^:]{2,60}):\s+(\S.*)$/u.exec(sentence);
      const inlinePart = inline ? headed(words(inline[1]!, tag)) : undefined;
      inlineUnder = inlinePart ?? inlineUnder;
      const under = inlineUnder ?? part;
      // The sentence an inline heading opens lists its items; the sentences after it are prose.
      const listedHere = inlineUnder ? item || !!inlinePart : !!part;
      // A label that names no part ("Languages: C and C++") is no item of its own.
      for (const clause of (inline ? inline[2]! : sentence).split(/(?<=;)\s+/u))
        for (const piece of likedApart(clause)) {
          const pieceWords = words(piece, tag);
          sentences.push({
            words: pieceWords,
            text: piece,
            part: partOf(pieceWords, piece, under),
            listed: listedHere,
            title: false,
          });
        }
    }

    [afterHeading, afterItem] = [false, item];
  });
  return sentences;
}
