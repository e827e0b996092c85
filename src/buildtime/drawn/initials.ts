/** Scripts whose letters join: their initials are kept apart, as initials are written. */
const joiningScript = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}]/u;

/** Up to two letters that stand for a name: 'Rowan Adeyemi' → 'RA', 'acme' → 'AC'. */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? ['?'];
  const [first = '?'] = words;
  const firstLetter = (word: string) => [...word][0] ?? '';
  const letters =
    words.length > 1 ? [firstLetter(first), firstLetter(words.at(-1)!)] : [...first].slice(0, 2);
  // A zero-width non-joiner between them.
  return letters.join(joiningScript.test(name) ? '\u200c' : '').toUpperCase();
}
