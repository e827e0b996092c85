/**
 * An entry's id made from its text: lower-case letters, digits and dashes, unique within
 * `taken` (which it joins). As `npm run content:import` and `npm run edit` make them.
 */
export function uniqueId(text: string, fallback: string, taken: Set<string>): string {
  const base =
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .replace(/^(.{1,40})(-.*)?$/, '$1') // at most 40 characters, cut between words
      .slice(0, 40) || fallback;
  let id = base;
  for (let count = 2; taken.has(id); count += 1) id = `${base}-${count}`;
  taken.add(id);
  return id;
}
