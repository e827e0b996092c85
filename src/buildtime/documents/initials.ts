import { folded, stopWordsOf } from '../applications/matching/wordForms';

/** Scripts whose letters join: their initials are kept apart, as initials are written. */
const joiningScript = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}]/u;
/** Scripts whose names are written family name first, with no initials: the family name's sign stands for it. */
const familyFirstScript =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** A word: letters and digits, with the marks of their letters (Devanagari's vowel signs). */
const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

const graphemes = (text: string, tag: string) =>
  [...new Intl.Segmenter(tag, { granularity: 'grapheme' }).segment(text)].map(
    ({ segment }) => segment,
  );

/** Letters written together, upper case where the script has it (Turkish i → İ). */
function joined(letters: string[], name: string, tag: string): string {
  // A zero-width non-joiner keeps joining letters apart.
  return letters.join(joiningScript.test(name) ? '\u200c' : '').toLocaleUpperCase(tag);
}

/**
 * A person's initials as they write them: the given name's and the first part of the family
 * name's ('Ingrid Valtonen-Osei' → 'IV', 'Jean-Luc Picard' → 'JP'); one for a single name; in
 * Chinese, Japanese and Korean, the family name's first sign ('王小明' → '王').
 */
export function personInitials(name: string, tag = 'en'): string {
  const names = name
    .trim()
    .split(/\s+/)
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
  const first = names[0];
  if (!first) return '?';
  const initialOf = (part: string) => graphemes(part.match(wordPattern)?.[0] ?? part, tag)[0]!;
  if (familyFirstScript.test(first) || names.length === 1)
    return joined([initialOf(first)], name, tag);
  return joined([initialOf(first), initialOf(names.at(-1)!)], name, tag);
}

/**
 * A monogram of an organisation, an award or a project: the first letters of its first two words
 * that say something, in `tag`'s language or English ('Data Engineering Award of the Year' → 'DE',
 * 'University of Oslo' → 'UO'), or a one-word name's first two ('Acme' → 'AC', '东京大学' → '东京').
 */
export function monogram(name: string, tag = 'en'): string {
  const words = name.match(wordPattern) ?? [];
  const stopWords = stopWordsOf(tag);
  const meaningful = words.filter((word) => !stopWords.has(folded(word, tag)));
  const [first, second] = meaningful.length > 0 ? meaningful : words;
  if (!first) return '?';
  const letters = second
    ? [graphemes(first, tag)[0]!, graphemes(second, tag)[0]!]
    : graphemes(first, tag).slice(0, 2);
  return joined(letters, name, tag);
}
