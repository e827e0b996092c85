/**
 * LinkedIn's texts as the export writes them, made clean: HTML entities decoded, stray spaces
 * gone, and the line breaks that some exports flatten to double spaces found again.
 */
import { readEnglishDate } from '../content/englishDates';

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

/** A date as JSON Resume writes it, from the ways LinkedIn writes one (readEnglishDate). */
export const isoDate = (text: string | undefined): string | undefined =>
  readEnglishDate(cleanText(text));
