/**
 * A PDF's text layer as the readers employers' software uses give it back, and how much of it
 * reads right: pdf.js (what many résumé parsers read with), its items joined into lines as parsers
 * join them, and poppler's `pdftotext` (Debian's poppler-utils; Tika and many tracking systems
 * read alike).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRuns, sameLine, type Run } from '../../src/buildtime/resumeCheck/pdfText';

/**
 * Each line's items in the order the PDF draws them, joined as pdf-parse and OpenResume join
 * them: touching items run together, items apart get a space between them. A mark drawn apart
 * (zero width) sits on its letter: the gap is measured from the last item with a width.
 */
export async function pdfJsLines(pdf: Uint8Array): Promise<string[]> {
  const lines: Run[][] = [];
  for (const run of await readRuns(pdf)) {
    const line = lines.at(-1);
    if (line && sameLine(line[0]!, run)) line.push(run);
    else lines.push([run]);
  }
  return lines.map((line) => {
    let text = '';
    let wide: Run | undefined;
    for (const run of line) {
      const gap = wide
        ? Math.max(run.x, wide.x) - Math.min(run.x + run.width, wide.x + wide.width)
        : 0;
      text += gap > 0.15 * run.size ? ` ${run.text}` : run.text;
      if (run.width > 0 || !wide) wide = run;
    }
    return text;
  });
}

/** The command-line tools the tests read PDFs with: poppler's, and qpdf. */
type Tool = 'pdftotext' | 'pdftoppm' | 'qpdf';
const versionFlags: Record<Tool, string> = { pdftotext: '-v', pdftoppm: '-v', qpdf: '--version' };
const usable = new Map<Tool, boolean>();

/** Whether the tests may use a tool: where it is installed, and on CI (.ci/run installs them all). */
export function canUse(tool: Tool): boolean {
  if (!usable.has(tool)) {
    let installed = true;
    try {
      execFileSync(tool, [versionFlags[tool]], { stdio: 'ignore' });
    } catch {
      installed = false;
    }
    usable.set(tool, installed || Boolean(process.env.CI));
  }
  return usable.get(tool)!;
}

/** `it` for a test that uses a tool, `it.skip` where it may not (canUse). */
export const itWith = (tool: Tool) => (canUse(tool) ? it : it.skip);

/**
 * The lines `pdftotext` reads. It marks each run of the other direction with U+202A…U+202C;
 * a run's edge is a word's edge, so each mark reads as a space.
 */
export function popplerLines(pdf: Uint8Array): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'text-layer-'));
  const file = path.join(dir, 'read.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .replace(/[\u202a-\u202e]/g, ' ')
      .split(/[\n\f]/)
      .map((line) => line.trim())
      .filter(Boolean);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const bidiControls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Arabic's marks over and under its letters (harakat: shadda, tanween, vowels). */
const harakat = /[\u064b-\u065f\u0670]/g;

export interface ReadingOptions {
  /** Every text the résumé draws. */
  texts: string[];
  /** Its names, titles and organisations. */
  shortTexts: string[];
  /** The language, for what a word is. */
  tag: string;
  /**
   * Set aside the words with harakat (shadda, tanween, vowels), which a reader splits where Typst
   * draws the mark apart from its letter, and the short texts with such words.
   */
  harakatApart?: boolean;
}

export interface Reading {
  /** Of the words read, the share that are words the résumé draws. */
  wordsWhole: number;
  /** The words read that the résumé does not draw, as read. */
  misread: string[];
  /** Of the short texts, the share whose words are read one after another, as written. */
  inOrder: number;
  /** The short texts not read in order. */
  outOfOrder: string[];
  /** The words read, and short texts, set aside as pieces of words with harakat. */
  apart: string[];
}

/**
 * How a reading (lines of text) reads a résumé: words are Unicode's in the language, compared in
 * NFC; a line wrapped between two Han or kana letters joins without a space.
 */
export function readingOf(
  lines: string[],
  { texts, shortTexts, tag, harakatApart = false }: ReadingOptions,
): Reading {
  const segmenter = new Intl.Segmenter(tag, { granularity: 'word' });
  const wordsOf = (text: string) =>
    [...segmenter.segment(text.replace(bidiControls, '').normalize('NFC'))]
      .filter(({ isWordLike }) => isWordLike)
      .map(({ segment }) => segment);
  const read = wordsOf(
    lines
      .join('\n')
      .replace(
        /(?<=[\p{sc=Han}\p{sc=Hira}\p{sc=Kana}])\n(?=[\p{sc=Han}\p{sc=Hira}\p{sc=Kana}])/gu,
        '',
      ),
  );
  const drawn = new Set(texts.flatMap(wordsOf));
  const bare = (word: string) => word.replace(harakat, '');
  const withHarakat = harakatApart ? [...drawn].filter((word) => bare(word) !== word) : [];
  const isPiece = (word: string) =>
    withHarakat.some((whole) => !bare(word) || bare(whole).includes(bare(word)));
  const apart = read.filter((word) => !drawn.has(word) && isPiece(word));
  const misread = read.filter((word) => !drawn.has(word) && !isPiece(word));
  const counted = shortTexts.filter(
    (text) => !wordsOf(text).some((word) => withHarakat.includes(word)),
  );
  // Word by word, with a separator no word holds, so "a b" is not found in "xa b".
  const readText = `\u0000${read.join('\u0000')}\u0000`;
  const outOfOrder = counted.filter(
    (text) => !readText.includes(`\u0000${wordsOf(text).join('\u0000')}\u0000`),
  );
  const share = (all: number, wrong: number) => (all ? (all - wrong) / all : 0);
  return {
    wordsWhole: share(read.length - apart.length, misread.length),
    misread,
    inOrder: share(counted.length, outOfOrder.length),
    outOfOrder,
    apart: [...apart, ...shortTexts.filter((text) => !counted.includes(text))],
  };
}
