/**
 * What the text layer's tests read back from a PDF: the glyphs it draws, its structure tree, its
 * pixels (poppler's pdftoppm) and its text as poppler's pdftotext reads it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  lookUp,
  objectOf,
  readPdfFile,
  resolved,
  streamData,
} from '../../../../src/buildtime/documents/textLayer/pdf/pdfFile';
import { documentPages } from '../../../../src/buildtime/documents/textLayer/pdf/documentPages';
import { readPageContent } from '../../../../src/buildtime/documents/textLayer/pdf/pageContent';
import type { PdfFile } from '../../../../src/buildtime/documents/textLayer/pdf/pdfFile';
import { ofKind } from '../../../../src/buildtime/documents/textLayer/pdf/pdfValues';
import {
  readType0Font,
  type Type0Font,
} from '../../../../src/buildtime/documents/textLayer/pdf/type0Font';
import { closePdf, openPdf } from '../../../../src/buildtime/resumeCheck/pdfText';

/** A Type0 font of the file, and its CID font's glyph ids by code when it maps them (a stream). */
export interface FontRead {
  font: Type0Font;
  glyphIds: Buffer | null;
}

/** The file's Type0 fonts with the Identity-H encoding, by their ToUnicode CMaps' objects. */
export function fontsByCMap(file: PdfFile): Map<number, FontRead> {
  const fonts = new Map<number, FontRead>();
  for (const { value } of file.objects.values()) {
    const subtype = value.kind === 'dictionary' ? value.entries.get('Subtype') : undefined;
    if (subtype?.kind !== 'name' || subtype.value !== 'Type0') continue;
    const font = readType0Font(file, value);
    if (!font?.cmap) continue;
    const [descendant] = lookUp(file, value, 'DescendantFonts', 'array')!.items;
    const cidFont = ofKind(resolved(file, descendant), 'dictionary', 'a CID font')!;
    const map = cidFont.entries.get('CIDToGIDMap');
    const glyphIds =
      map?.kind === 'reference' ? streamData(file, objectOf(file, map.number)) : null;
    fonts.set(font.cmap.objectNumber, { font, glyphIds });
  }
  return fonts;
}

/** The glyph a code draws, through its font's CIDToGIDMap. */
export const glyphIdOf = ({ glyphIds }: FontRead, code: number) =>
  glyphIds && 2 * code + 1 < glyphIds.length ? glyphIds.readUInt16BE(2 * code) : code;

/** Every glyph each page draws: its font's CMap, its glyph id and where it is, sorted. */
export function glyphsDrawn(pdf: Buffer): string[][] {
  const file = readPdfFile(pdf);
  const fonts = fontsByCMap(file);
  return documentPages(file).map((page) => {
    const data = streamData(file, page.contentStream);
    const { glyphs } = readPageContent(data, (name) => page.fonts.get(name) ?? null);
    return glyphs
      .map(({ font, code, x0, y }) => {
        const cmap = font?.cmap?.objectNumber;
        const read = cmap === undefined ? undefined : fonts.get(cmap);
        const glyphId = read ? glyphIdOf(read, code) : code;
        return `${cmap}:${glyphId}@${x0.toFixed(3)},${y.toFixed(3)}`;
      })
      .sort();
  });
}

export async function structureTrees(pdf: Buffer): Promise<unknown[]> {
  const document = await openPdf(pdf);
  const trees = [];
  for (let number = 1; number <= document.numPages; number += 1)
    trees.push(await (await document.getPage(number)).getStructTree());
  await closePdf(document);
  return trees;
}

/**
 * What `read` makes of the PDF written to a folder of its own (as `read.pdf`), for the
 * command-line tools; the folder goes afterwards.
 */
function inFolderOfItsOwn<T>(pdf: Uint8Array, read: (folder: string, file: string) => T): T {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'text-layer-'));
  try {
    fs.writeFileSync(path.join(folder, 'read.pdf'), pdf);
    return read(folder, 'read.pdf');
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Every page drawn by pdftoppm at 100 dpi, as PNG, in order. */
export function pagePixels(pdf: Uint8Array): Buffer[] {
  return inFolderOfItsOwn(pdf, (folder, file) => {
    execFileSync('pdftoppm', ['-r', '100', '-png', file, 'page'], { cwd: folder });
    // page-1.png, page-2.png…, or page-01.png… for ten pages or more: in order once sorted.
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .map((name) => fs.readFileSync(path.join(folder, name)));
  });
}

/**
 * The pages (from 1) whose pixels at 100 dpi differ between two PDFs, a page that only one of
 * them has included.
 */
export function pagesDrawnOtherwise(pdf: Uint8Array, other: Uint8Array): number[] {
  const [pages, otherPages] = [pagePixels(pdf), pagePixels(other)];
  const count = Math.max(pages.length, otherPages.length);
  return Array.from({ length: count }, (_, index) => index + 1).filter((page) => {
    const [drawn, otherDrawn] = [pages[page - 1], otherPages[page - 1]];
    return !drawn || !otherDrawn || !drawn.equals(otherDrawn);
  });
}

/** What `qpdf --check` says of the PDF; it throws on errors and warnings. */
export function qpdfCheck(pdf: Uint8Array): string {
  return inFolderOfItsOwn(pdf, (folder, file) =>
    execFileSync('qpdf', ['--check', file], { cwd: folder, encoding: 'utf8' }),
  );
}
