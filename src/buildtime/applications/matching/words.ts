/**
 * A text as a list of words matching compares: split by Intl.Segmenter in the text's language
 * (Chinese and Japanese too), skill names written with signs kept whole first (C++, C#, .NET,
 * CI/CD, Node.js), each word folded and stemmed (wordForms.ts), and a skill's every name as one
 * word (skillNames.ts).
 */
import { folded, stemmerOf, stopWordsOf } from './wordForms';
import {
  familiesOf,
  isExactForm,
  skillForms,
  skillNames,
  skillsVersion,
  type SkillName,
} from './skillNames';

export interface Word {
  /** What matching compares: the stem of the folded word, or `#` and the skill's name. */
  key: string;
  /** The word as written. */
  text: string;
  /** Joined to the word before by a hyphen or an ampersand, no space between (`on-call`, `R&D`). */
  joined: boolean;
  /** What joins it to the word before, where it is joined: `-` or `&`. */
  joiner?: string;
  /** Punctuation or a line stands between it and the word before: no phrase runs across. */
  apart: boolean;
  /** It starts its text, a line or a sentence. */
  opens: boolean;
  /** A skill's: the keys of the skills it is a kind of (AWS Lambda is AWS). */
  families?: string[];
}

const skillKey = (skill: SkillName | string) =>
  `#${(typeof skill === 'string' ? skill : skill.name).toLowerCase()}`;
/** What joins two words into one when it stands between them: `on-call`, `R&D`. */
const joiners = /^[-‐‑&]$/;
/**
 * The conjunctions, prepositions and articles Arabic, Persian and Hebrew write on the next word,
 * where that word is a Latin name ("وReact", "بالPython", "ו-Python", "בKafka"): they are left
 * out, so the name stands as written.
 */
const prefixesOnLatinNames =
  /(?<![\p{L}\p{N}])(?:[وفبلك]{0,2}ال|[وفبلكس]{1,2}|[והבלמשכ]{1,3})[-‐־]?(?=\p{Script=Latin})/gu;
/** An article or pronoun French or Italian writes on the next word: "d'AWS", "l’équipe", "dell'AI". */
const elision = /^(?:[cdjlmnst]|qu|dell|nell|all|dall|sull)['’](?=\p{L})/iu;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A sign other than a hyphen, as in C++, C#, .NET, CI/CD. */
const signs = /[^\p{L}\p{N}\s-]/u;

interface SignedForms {
  version: number;
  forms: { skill: SkillName; form: string }[];
  pattern: RegExp;
}
let signedForms: SignedForms | undefined;

/** The forms of skill names written with a sign other than a hyphen, kept whole before splitting. */
function signed(): SignedForms {
  if (signedForms?.version === skillsVersion()) return signedForms;
  const forms = skillNames().flatMap((skill) =>
    skillForms(skill)
      .filter((form) => signs.test(form))
      .map((form) => ({ skill, form })),
  );
  // A slash between two names lists them (C/C++, Node.js/TypeScript); CI/CD, longer, goes first.
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}.#+])(${forms
      .map(({ form }) => form)
      .sort((a, b) => b.length - a.length)
      .map(escaped)
      .join('|')})(?![\\p{L}\\p{N}#+]|\\.[\\p{L}\\p{N}])`,
    'giu',
  );
  signedForms = { version: skillsVersion(), forms, pattern };
  return signedForms;
}

const segmenters = new Map<string, Intl.Segmenter>();
const segmenterOf = (tag: string) => {
  if (!segmenters.has(tag)) segmenters.set(tag, new Intl.Segmenter(tag, { granularity: 'word' }));
  return segmenters.get(tag)!;
};

/** The words of a text, before skill names are read (`words` reads them). */
function splitWords(said: string, tag: string): Word[] {
  const text = said.replace(prefixesOnLatinNames, '');
  const stem = stemmerOf(tag);
  const words: Word[] = [];
  let joiner = '';
  let apart = true;
  let opens = true;
  let afterWord = false;
  const add = (word: Pick<Word, 'key' | 'text' | 'families'>) => {
    words.push({ ...word, joined: !!joiner, ...(joiner && { joiner }), apart, opens });
    [joiner, apart, opens, afterWord] = ['', false, false, true];
  };
  const split = (part: string) => {
    for (const { segment, isWordLike } of segmenterOf(tag).segment(part)) {
      if (isWordLike) {
        const word = segment.replace(elision, '');
        add({ key: stem(folded(word, tag)), text: word });
      } else {
        joiner = afterWord && joiners.test(segment) ? segment : '';
        afterWord = false;
        if (!joiner && (/[^\s]/u.test(segment) || segment.includes('\n'))) apart = true;
        if (/[\n.!?:;。！？：；]/u.test(segment)) opens = true;
      }
    }
  };
  let last = 0;
  const { forms, pattern } = signed();
  // Only a text with a sign in it can hold a signed name: most skills' names have none.
  const signedNames = signs.test(text) ? text.matchAll(pattern) : [];
  for (const match of signedNames) {
    split(text.slice(last, match.index));
    const written = match[0];
    const { skill } = forms.find(({ form }) => form.toLowerCase() === written.toLowerCase())!;
    add({ key: skillKey(skill), text: written, ...familiesOfSkill(skill) });
    last = match.index + written.length;
  }
  split(text.slice(last));
  return words;
}

/** A skill word's families, as keys. */
const familiesOfSkill = (skill: SkillName): Pick<Word, 'families'> => {
  const families = familiesOf(skill);
  return families.length > 0 ? { families: families.map(skillKey) } : {};
};

interface SkillForm {
  skill: SkillName;
  form: string;
  keys: string[];
  /** The length of each of its words, folded. */
  lengths: number[];
}

const formsByLanguage = new Map<string, Map<string, SkillForm[]>>();
let formsVersion = skillsVersion();

/** Each skill's names as words in a language, by their first word's key, the longest first. */
function skillFormsIn(tag: string): Map<string, SkillForm[]> {
  if (formsVersion !== skillsVersion()) {
    formsByLanguage.clear();
    formsVersion = skillsVersion();
  }
  if (!formsByLanguage.has(tag)) {
    const byFirstKey = new Map<string, SkillForm[]>();
    skillNames()
      .flatMap((skill) =>
        skillForms(skill).map((form) => {
          const split = splitWords(form, tag);
          return {
            skill,
            form,
            keys: split.map(({ key }) => key),
            lengths: split.map(({ text }) => folded(text, tag).length),
          };
        }),
      )
      .filter(({ keys }) => keys.length > 0)
      .sort((a, b) => b.keys.length - a.keys.length)
      .forEach((form) =>
        byFirstKey.set(form.keys[0]!, [...(byFirstKey.get(form.keys[0]!) ?? []), form]),
      );
    formsByLanguage.set(tag, byFirstKey);
  }
  return formsByLanguage.get(tag)!;
}

/**
 * Whether an ordinary word at a sentence's start is an item of a list there: punctuation follows
 * it ("Go, Rust"), or a stop word and a capital ("Swift and SwiftUI"), not "Go beyond the …".
 */
const listsItAt = (words: Word[], end: number, tag: string) => {
  const [after, then] = [words[end], words[end + 1]];
  return (
    !after ||
    after.apart ||
    (stopWordsOf(tag).has(after.key) && !!then && !then.apart && /^\p{Lu}/u.test(then.text))
  );
};

/** Whether a skill's name stands at `start` of the words, whole. */
function standsAt(
  words: Word[],
  start: number,
  { skill, form, keys, lengths }: SkillForm,
  tag: string,
): boolean {
  const end = start + keys.length;
  if (end > words.length) return false;
  const run = words.slice(start, end);
  // A stem that cuts a name short says no other word: "open" is not OpenAL.
  const cutShort = (word: Word, index: number) => {
    const length = folded(word.text, tag).length;
    return length < lengths[index]! && !(length >= 5 && length === lengths[index]! - 1);
  };
  if (
    run.some(
      (word, index) =>
        word.key !== keys[index] || (index > 0 && word.apart) || cutShort(word, index),
    )
  )
    return false;
  if (!skill.exact?.includes(form)) return true;
  const inCompound = words[start]!.joined || words[end]?.joined === true;
  // At a sentence's start, an ordinary word ("Go beyond") is a skill only as an item of a list.
  const saidAsAWord = words[start]!.opens && !listsItAt(words, end, tag);
  return (
    !inCompound && !saidAsAWord && isExactForm(skill, form, run.map(({ text }) => text).join(' '))
  );
}

/** A text's words, each skill name among them one word, whichever of its names it is written in. */
export function words(text: string, tag: string): Word[] {
  const split = splitWords(text, tag);
  const forms = skillFormsIn(tag);
  const read: Word[] = [];
  for (let index = 0; index < split.length;) {
    const found = forms.get(split[index]!.key)?.find((form) => standsAt(split, index, form, tag));
    if (!found) {
      read.push(split[index]!);
      index += 1;
      continue;
    }
    const run = split.slice(index, index + found.keys.length);
    read.push({
      ...run[0]!,
      key: skillKey(found.skill),
      text: run
        .map(({ text: written, joiner }, at) => (at > 0 ? (joiner ?? ' ') : '') + written)
        .join(''),
      ...familiesOfSkill(found.skill),
    });
    index += found.keys.length;
  }
  return read;
}

/** Whether a word says this key: is it, or is a skill of its family (AWS Lambda says AWS). */
const says = (word: Word, key: string) => word.key === key || !!word.families?.includes(key);

/** Whether the words hold these keys in a row, none of them across punctuation. */
export function holds(text: Word[], keys: string[]): boolean {
  for (let start = 0; start + keys.length <= text.length; start += 1)
    if (
      keys.every(
        (key, index) =>
          says(text[start + index]!, key) && (index === 0 || !text[start + index]!.apart),
      )
    )
      return true;
  return false;
}
