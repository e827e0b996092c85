/**
 * What Intl names each two-letter code of a kind (a language, a country) in every catalog's
 * language: "Englisch", "Inglés", "Royaume-Uni". Made once per kind, when first asked.
 */
import { catalogs } from './sectionHeadings';

const tables = new Map<'language' | 'region', Map<string, string>>();
const letters = 'abcdefghijklmnopqrstuvwxyz';

/** Each name, in lower case, and the code it names. */
export function codesByName(type: 'language' | 'region'): Map<string, string> {
  const known = tables.get(type);
  if (known) return known;
  const table = new Map<string, string>();
  for (const tag of ['en', ...Object.keys(catalogs)]) {
    const names = new Intl.DisplayNames([tag], { type, fallback: 'none' });
    for (const first of letters)
      for (const second of letters) {
        const code = type === 'region' ? `${first}${second}`.toUpperCase() : first + second;
        const name = names.of(code);
        if (name) table.set(name.toLocaleLowerCase(), code);
      }
  }
  tables.set(type, table);
  return table;
}
