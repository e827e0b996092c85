/**
 * A line of a résumé as both readers hand it on (pdfLines.ts for a PDF, docxLines.ts for a Word
 * file): its words, how they were set, and where; what the rest of the reading works from.
 */
export interface DocumentLine {
  /** The words, spaces between them as the document sets them. */
  text: string;
  /**
   * The line's parts where it sets words far apart (a title left, its dates right; a table's
   * cells; text after a tab): each read as a field of its own.
   */
  cells: string[];
  /** The page (1 for the first) of a PDF; a Word file has none. */
  page?: number;
  /** The size of its largest letters, in points. */
  size: number;
  /** Whether every word is bold. */
  bold: boolean;
  /** Set as a heading by the document itself (a Word heading style, a PDF's larger type is not). */
  heading?: boolean;
  /** An item of a list: a bullet drawn before it, or a Word list paragraph. */
  bullet?: boolean;
  /** How far in from its column's left edge it starts, in its own line heights (a PDF's). */
  indent?: number;
  /**
   * The line's words parted also where they stand wider apart than a sentence's words do (tags
   * set side by side: "Kubernetes  Terraform"), which a list reads as its items; a PDF's only.
   */
  spacedParts?: string[];
  /** Whether each cell is bold: a group's name before its skills. */
  cellBold?: boolean[];
  /** How far in each cell starts, likewise: a grid's columns (skills under their groups' names). */
  cellIndents?: number[];
  /** The space above it, in its own line heights (0 for the first of a column or a page). */
  gapAbove: number;
  /** Web and mail addresses its words link to (a profile shown only as "GitHub"). */
  links: string[];
}

/** The bullets résumés set before an item, and a dash or star used as one. */
export const bulletPattern = /^\s*[•◦▪▫‣⁃●○■□◆◇►▸–—*·∙-]\s+/u;
/** Private-use glyphs: the icons a résumé draws before its contacts. */
export const iconPattern = /[\uE000-\uF8FF]|[\u{F0000}-\u{FFFFD}]/gu;

/** A line's text without its bullet. */
export const withoutBullet = (text: string) => text.replace(bulletPattern, '').trim();

/** Letters of scripts with no capitals, whose words a capital cannot mark: a place in Arabic. */
export const caselessLetter =
  '[\\p{Script=Arabic}\\p{Script=Hebrew}\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';
/** A capital, or a letter of a script that has none: how a name (a heading, a field) starts. */
export const nameStart = new RegExp(`^(?:\\p{Lu}|${caselessLetter})`, 'u');

/** A letter Chinese or Japanese writes, or a mark they set in full width: "（工学）". */
export const fullWidthLetter =
  '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303F\\uFF01-\\uFF60]';

const endsUnspaced = new RegExp(`${fullWidthLetter}$`, 'u');
const startsUnspaced = new RegExp(`^${fullWidthLetter}`, 'u');
/**
 * Lines a page wrapped, as the text they were: joined by a space, but none where Chinese or
 * Japanese ends or starts a line, as those scripts set none between words (nor, in Japanese,
 * around a Latin one: "ReactとTypeScript").
 */
export const wrappedText = (lines: string[]) =>
  lines.reduce((text, line) =>
    endsUnspaced.test(text) || startsUnspaced.test(line) ? text + line : `${text} ${line}`,
  );

/**
 * A run of spaces as one, for `.replace(/\s+/g, oneSpace)`: a full-width one where the run holds
 * one, as Japanese sets two fields (or a family and a given name) apart with it.
 */
export const oneSpace = (spaces: string) => (spaces.includes('\u3000') ? '\u3000' : ' ');

/**
 * Radicals that stand for a whole letter (Unicode's EquivalentUnifiedIdeograph.txt), which CJK
 * fonts map the letter's glyph to and pdf.js then gives: 西 as ⻄. (Kangxi radicals, ⽇ for 日,
 * NFKC folds itself.)
 */
const letterOfRadical: Record<string, string> = {
  '⺟': '母',
  '⺠': '民',
  '⻄': '西',
  '⻆': '角',
  '⻑': '長',
  '⻘': '青',
  '⻝': '食',
  '⻤': '鬼',
  '⻨': '麦',
  '⻩': '黄',
  '⻭': '歯',
  '⻲': '亀',
  '⻳': '龟',
};
const radicalPattern = new RegExp(`[${Object.keys(letterOfRadical).join('')}]`, 'gu');

/**
 * Text as a reader compares it: ligatures, presentation forms, radicals for letters and soft
 * hyphens undone (a Chinese writer's full-width punctuation kept), icons (and glyphs mapped to
 * no letter) dropped, spaces as one.
 */
export const cleanText = (text: string) =>
  text
    .replace(/[^\u3000\uFF01-\uFF60]+/gu, (part) => part.normalize('NFKC'))
    .replace(/\u00AD/g, '')
    .replace(radicalPattern, (radical) => letterOfRadical[radical]!)
    .replace(iconPattern, ' ')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, oneSpace)
    .trim();
