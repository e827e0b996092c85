/**
 * Whether words name a spoken language, in any catalog's language ("English", "Englisch",
 * "Inglés", "anglais"): Intl's names of every two-letter language code.
 */
import { catalogs } from './sectionHeadings';

let names: Set<string> | undefined;

function languageNames(): Set<string> {
  if (names) return names;
  names = new Set();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (const tag of ['en', ...Object.keys(catalogs)]) {
    const display = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' });
    for (const first of letters)
      for (const second of letters) {
        const name = display.of(first + second);
        if (name) names.add(name.toLocaleLowerCase());
      }
  }
  return names;
}

/** Whether the text starts with a language's name ("English (native)", "Deutsch – C1"). */
export function startsWithLanguageName(text: string): boolean {
  const words = text
    .toLocaleLowerCase()
    .split(/[\s(:,–—-]+/u)
    .filter(Boolean);
  return [2, 1].some(
    (count) => words.length >= count && languageNames().has(words.slice(0, count).join(' ')),
  );
}
