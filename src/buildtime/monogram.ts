/** Up to two letters that stand for a name: 'Rowan Adeyemi' → 'RA', 'acme' → 'AC'. */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? ['?'];
  const [first = '?'] = words;
  const letters = words.length > 1 ? [first[0], words.at(-1)![0]] : [...first].slice(0, 2);
  return letters.join('').toUpperCase();
}
