/**
 * Whether words name a spoken language, in any catalog's language ("English", "Englisch",
 * "Inglés", "anglais"): Intl's names of every two-letter language code.
 */
import { codesByName } from './intlNames';

/** Whether the text starts with a language's name ("English (native)", "Deutsch – C1"). */
export function startsWithLanguageName(text: string): boolean {
  const words = text
    .toLocaleLowerCase()
    .split(/[\s(:,–—（：，、،-]+/u)
    .filter(Boolean);
  return [2, 1].some(
    (count) =>
      words.length >= count && codesByName('language').has(words.slice(0, count).join(' ')),
  );
}
