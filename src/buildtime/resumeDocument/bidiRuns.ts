/**
 * Right-to-left text put back in reading order. pdf.js hands a PDF's text as the producer drew
 * it: LibreOffice and Word draw each phrase as one item in reading order, so a line's items need
 * only their drawing order; Chromium draws glyph by glyph from the left, so an Arabic or Hebrew
 * word comes letter-reversed, item by item, and the runs of it are turned back here as the
 * Unicode bidirectional algorithm set them out, digits and Latin words inside keeping their
 * own order: within a left-to-right paragraph (HTML's default), or a right-to-left one.
 */

/** Letters written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko and their forms. */
export const rightToLeftLetter =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const leftToRightLetter = /\p{L}/u;
const digits = /^[\p{Nd}]+$/u;

/**
 * An item pdf.js turned round letter by letter (right to left) has each lam-alef ligature whose
 * glyph maps to both letters alef first: LibreOffice's "الآن" reads "اآلن". An alef with hamza
 * or madda never follows the article's alef, so there the pair is turned back.
 */
export const withLamAlefTurnedBack = (text: string) => text.replace(/ا([أإآ])ل/gu, 'ال$1');

/** Whether the producer draws right-to-left words in reading order (most items from the right). */
export function drawsInReadingOrder(
  lines: { x: number; order: number; text: string }[][],
): boolean {
  let forwards = 0;
  let backwards = 0;
  for (const line of lines) {
    const rightToLeft = line
      .filter((run) => rightToLeftLetter.test(run.text))
      .sort((a, b) => a.order - b.order);
    for (let index = 1; index < rightToLeft.length; index += 1)
      if (rightToLeft[index]!.x < rightToLeft[index - 1]!.x) backwards += 1;
      else forwards += 1;
  }
  return backwards >= forwards;
}

const mirrored: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};
const mirror = (text: string) => text.replace(/[()[\]{}<>«»]/g, (mark) => mirrored[mark]!);

type Direction = 'right' | 'left' | 'number' | 'neutral';
const directionOf = (text: string): Direction =>
  rightToLeftLetter.test(text)
    ? 'right'
    : leftToRightLetter.test(text)
      ? 'left'
      : digits.test(text.trim())
        ? 'number'
        : 'neutral';

/**
 * Tokens drawn from the left, from `from` to `to`, as units turned round: a number drawn digit
 * by digit (40, 2019.03) and a stretch of left-to-right words (where `keepLeft`) each one unit in
 * its own order, a mark drawn over its letter (a shadda) after it, a bracket mirrored.
 */
function turnedRound(tokens: string[], directions: Direction[], keepLeft: boolean): string[] {
  const units: string[][] = [];
  let inNumber = false;
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at]!;
    const numberGoesOn: boolean =
      inNumber &&
      (directions[at] === 'number' ||
        /^[%‰]$/.test(token) ||
        (/^[.,:/]$/.test(token) && directions[at + 1] === 'number'));
    const mark = /^\p{M}+$/u.test(token);
    if (numberGoesOn || (mark && units.length)) units.at(-1)!.push(token);
    else if (keepLeft && directions[at] === 'left') {
      // Up to its last left-to-right word before a right-to-left one.
      let end = at;
      for (let next = at; next < tokens.length && directions[next] !== 'right'; next += 1)
        if (directions[next] === 'left') end = next;
      units.push(tokens.slice(at, end + 1));
      at = end;
    } else units.push([directions[at] === 'neutral' ? mirror(token) : token]);
    inNumber = directions[at] === 'number' || numberGoesOn;
  }
  return units.reverse().flat();
}

/**
 * A line whose right-to-left words end in a Hebrew prefix letter and its hyphen ("ב-") and start
 * with a number: the number, which the bidirectional algorithm draws at the line's left end
 * either way, is the prefix's ("…הבקרה ב-60%"), as Hebrew never ends a phrase with "ב-".
 */
export const withNumberAfterItsPrefix = (text: string) =>
  text.replace(/^(\p{Nd}[\p{Nd}.,]*[%‰]?)\s*(.*(?:^|\s)[בהוכלמש][-־])$/u, '$2$1');

/**
 * Tokens drawn from the left (a run's text, or the space between two), in reading order. In a
 * left-to-right paragraph (`base` "left", HTML's default) each stretch of right-to-left tokens,
 * with the digits and marks between them, is turned round; in a right-to-left one the whole
 * line is, its left-to-right words keeping their order.
 */
export function readingOrder(drawn: string[], base: 'left' | 'right' = 'left'): string[] {
  const tokens = drawn.filter(Boolean);
  const directions = tokens.map(directionOf);
  if (!directions.includes('right')) return tokens;
  if (base === 'right') return turnedRound(tokens, directions, true);
  const ordered: string[] = [];
  let index = 0;
  while (index < tokens.length) {
    if (directions[index] !== 'right') {
      ordered.push(tokens[index]!);
      index += 1;
      continue;
    }
    // The stretch runs to its last right-to-left token before a left-to-right letter.
    let end = index;
    for (let next = index; next < tokens.length && directions[next] !== 'left'; next += 1)
      if (directions[next] === 'right') end = next;
    ordered.push(
      ...turnedRound(tokens.slice(index, end + 1), directions.slice(index, end + 1), false),
    );
    index = end + 1;
  }
  return ordered;
}
