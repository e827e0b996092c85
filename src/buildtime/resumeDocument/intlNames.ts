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
  const allCodes = [...letters].flatMap((first) =>
    [...letters].map((second) =>
      type === 'region' ? `${first}${second}`.toUpperCase() : first + second,
    ),
  );
  // The codes English names, asked of the other languages only: a third of the lookups.
  let codes = allCodes;
  for (const tag of ['en', ...Object.keys(catalogs)]) {
    const names = new Intl.DisplayNames([tag], { type, fallback: 'none' });
    const named = codes.filter((code) => {
      const name = names.of(code);
      if (name) table.set(name.toLocaleLowerCase(), code);
      return !!name;
    });
    if (tag === 'en') codes = named;
  }
  tables.set(type, table);
  return table;
}
