/**
 * The text layer of a PDF that Typst 0.14 (krilla) writes, made readable: pdf.js and poppler
 * read right-to-left text (Arabic, Persian, Hebrew) whole and in the order written, and
 * Vietnamese marks where they belong. Only content streams, ToUnicode CMaps and the fonts of glyphs
 * given new codes (glyphAliases) change: every glyph is drawn in the same place, the pages' pixels
 * are the same at 100 dpi (at a higher resolution, an antialiased edge where a mark overlaps its
 * letter may round one level differently), and the structure tree and its MCIDs stay as they are.
 */
import { liftRedundantSpans } from './actualTextSpans';
import { aliasedFonts } from './aliasedFonts';
import { documentPages } from './pdf/documentPages';
import { glyphAliases } from './glyphAliases';
import { glyphTexts, mayReadOtherwise, rewrittenCMaps, textMayReadOtherwise } from './glyphTexts';
import { leadingMarks } from './leadingMarks';
import {
  readPageContent,
  type MarkedContent,
  type MarkedContentParent,
  type PageContent,
} from './pdf/pageContent';
import { readPdfFile, streamData, writePdfFile } from './pdf/pdfFile';
import { recodedOperations } from './recodedOperations';
import { rightToLeftRunOrders } from './rightToLeftRuns';

/**
 * The PDF with its text layer made readable, given every text it draws. Its only input is the
 * pinned Typst's own output, so whatever it cannot read of a PDF that may need rewriting stops
 * the build with one line saying what, rather than pass unseen; a PDF it cannot read whose text
 * cannot read otherwise (English, Chinese…) needs no rewrite, and comes back as Typst wrote it.
 */
export function readableTextLayer(pdf: Uint8Array, textDrawn: string): Buffer {
  const read = pagesRead(Buffer.from(pdf), textDrawn);
  if (!read) return Buffer.from(pdf);
  const { file, documentRead } = read;
  const fonts = [...new Set(documentRead.flatMap((page) => [...page.fonts.values()]))];
  if (!fonts.some(mayReadOtherwise)) return file.bytes;
  const pages = documentRead.map((page) => {
    const data = streamData(file, page.contentStream);
    const content = readPageContent(data, (name) => page.fonts.get(name) ?? null);
    return { ...page, data, content };
  });
  const texts = glyphTexts(
    fonts,
    pages.flatMap(({ content }) => content.glyphs),
  );
  // Before the spans go: krilla's /ActualText says which glyphs a ZWNJ comes before.
  const aliases = glyphAliases(
    pages.map(({ content }) => content),
    texts,
  );
  const replaced = rewrittenCMaps(fonts, texts, aliases.ofFont);
  const fontObjects = aliasedFonts(file, aliases.ofFont);
  for (const [number, data] of fontObjects.streams) replaced.set(number, data);
  for (const { contentStream, data, content, languageOf } of pages) {
    // Spans go first: the blocks they held join the runs around them.
    const omitted = liftRedundantSpans(content, texts, aliases);
    const orders = rightToLeftRunOrders(content, texts, languageOf);
    // What pdf.js reads as an item ends at the marked-content operators not omitted.
    const { takenOut, drawnBefore } = leadingMarks(content, texts, omitted, aliases.codeOf);
    const recoded = recodedOperations(content, aliases.codeOf, takenOut);
    if (omitted.size > 0 || orders.size > 0 || recoded.size > 0)
      replaced.set(
        contentStream.number,
        contentWritten(data, content, { omitted, orders, recoded, drawnBefore }),
      );
  }
  return replaced.size > 0 ? writePdfFile(file, replaced, fontObjects) : file.bytes;
}

/** The file and its pages, or nothing when they cannot be read and need not be. */
function pagesRead(bytes: Buffer, textDrawn: string) {
  try {
    const file = readPdfFile(bytes);
    return { file, documentRead: documentPages(file) };
  } catch (problem) {
    if (textMayReadOtherwise(textDrawn)) throw problem;
    return null;
  }
}

const newline = Buffer.from('\n');

/** What changes in a page's content stream. */
interface ContentChanges {
  /** Operations omitted. */
  omitted: Set<number>;
  /** New orders of sibling blocks. */
  orders: Map<MarkedContentParent, number[]>;
  /** Operations written otherwise. */
  recoded: Map<number, Buffer>;
  /** What is written before an operation. */
  drawnBefore: Map<number, Buffer>;
}

/**
 * The content stream again: each operation not `omitted`, as it was or `recoded`, blocks in new
 * orders, and what is drawn before an operation written before it.
 */
function contentWritten(
  data: Buffer,
  { operations, root }: PageContent,
  { omitted, orders, recoded, drawnBefore }: ContentChanges,
): Buffer {
  const pieces: Buffer[] = [];
  const write = (index: number) => {
    const { start, end } = operations[index]!;
    const before = drawnBefore.get(index);
    if (before) pieces.push(before, newline);
    if (omitted.has(index)) return;
    const operation = recoded.get(index) ?? data.subarray(start, end);
    if (operation.length > 0) pieces.push(operation, newline);
  };
  // The operations between blocks stay where they are; only the blocks trade places.
  const writeInside = (parent: MarkedContentParent, from: number, to: number) => {
    const order = orders.get(parent);
    let next = from;
    parent.children.forEach((child, slot) => {
      for (; next < child.open; next += 1) write(next);
      writeBlock(parent.children[order?.[slot] ?? slot]!);
      next = child.close + 1;
    });
    for (; next < to; next += 1) write(next);
  };
  const writeBlock = (block: MarkedContent) => {
    write(block.open);
    writeInside(block, block.open + 1, block.close);
    write(block.close);
  };
  writeInside(root, 0, operations.length);
  return Buffer.concat(pieces);
}
