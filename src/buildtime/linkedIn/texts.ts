/**
 * LinkedIn's texts as the export writes them, made clean: HTML entities decoded, stray spaces
 * gone, and the line breaks that some exports flatten to double spaces found again.
 */

const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text with its HTML entities (`R&amp;D`, `&#39;`, `&#x2019;`) as the characters they stand for. */
export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return named[name.toLowerCase()] ?? entity;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });

/** The lines of a text: real line breaks, and runs of two or more spaces that stood for one. */
export const linesOf = (text: string) =>
  decodeEntities(text)
    .split(/\r?\n| {2,}|\t/)
    .map((line) => line.replace(/[ \u00a0]+/g, ' ').trim())
    .filter(Boolean);

/** A one-line text: entities decoded, spaces collapsed, trimmed. */
export const cleanText = (text: string | undefined) => linesOf(text ?? '').join(' ');

/** Marks that start a bullet point at the start of a line ("• Led …", "- Led …"). */
const bulletMark = /^(?:[•·▪◦‣]\s*|[*–-]\s+)/;

/**
 * A description as a summary and bullet points: lines starting with a bullet mark, and every
 * part after an inline "•", are bullet points; the other lines make the summary.
 */
export function descriptionParts(text: string | undefined): {
  summary?: string;
  bullets: string[];
} {
  const summary: string[] = [];
  const bullets: string[] = [];
  for (const line of linesOf(text ?? '')) {
    const marked = bulletMark.test(line);
    const [first = '', ...rest] = line.replace(bulletMark, '').split(/\s*•\s*/);
    if (marked) bullets.push(first);
    else if (first) summary.push(first);
    bullets.push(...rest.filter(Boolean));
  }
  return { ...(summary.length > 0 && { summary: summary.join(' ') }), bullets };
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const two = (number: number) => String(number).padStart(2, '0');

/**
 * A date as JSON Resume writes it, from the ways LinkedIn writes one: `2019`, `Jan 2020`,
 * `January 2020`, `Apr 3, 2023`, `3 Apr 2023`, `01/2020`, `2020-01`, `2023-04-03`; undefined for
 * anything else.
 */
export function isoDate(text: string | undefined): string | undefined {
  const value = cleanText(text).replace(/\./g, '');
  if (/^\d{4}(-\d{2}){0,2}$/.test(value)) return value;
  const numeric = /^(\d{1,2})\/(\d{4})$/.exec(value);
  if (numeric && +numeric[1]! >= 1 && +numeric[1]! <= 12)
    return `${numeric[2]}-${two(+numeric[1]!)}`;
  const monthOf = (word: string) => months.indexOf(word.slice(0, 3).toLowerCase()) + 1;
  const written =
    /^([a-z]+) (\d{4})$/i.exec(value) ?? /^([a-z]+) (\d{1,2}),? (\d{4})$/i.exec(value);
  const dayFirst = /^(\d{1,2}) ([a-z]+),? (\d{4})$/i.exec(value);
  if (written) {
    const month = monthOf(written[1]!);
    if (month === 0) return undefined;
    return written.length === 3
      ? `${written[2]}-${two(month)}`
      : `${written[3]}-${two(month)}-${two(+written[2]!)}`;
  }
  if (dayFirst && monthOf(dayFirst[2]!) > 0)
    return `${dayFirst[3]}-${two(monthOf(dayFirst[2]!))}-${two(+dayFirst[1]!)}`;
  return undefined;
}
