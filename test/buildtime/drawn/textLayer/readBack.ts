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
} from '../../../../src/buildtime/drawn/textLayer/pdfFile';
import { documentPages } from '../../../../src/buildtime/drawn/textLayer/documentPages';
import { readPageContent } from '../../../../src/buildtime/drawn/textLayer/pageContent';
import type { PdfFile } from '../../../../src/buildtime/drawn/textLayer/pdfFile';
import { ofKind } from '../../../../src/buildtime/drawn/textLayer/pdfValues';
import { readType0Font, type Type0Font } from '../../../../src/buildtime/drawn/textLayer/type0Font';
import { openPdf } from '../../../../src/buildtime/resumeCheck/pdfText';

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
  await document.destroy();
  return trees;
}

/** The PDF written to a folder of its own, for the command-line tools. */
function written(pdf: Buffer, name: string): { folder: string; file: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'text-layer-'));
  fs.writeFileSync(path.join(folder, `${name}.pdf`), pdf);
  return { folder, file: `${name}.pdf` };
}

/** The first page drawn by pdftoppm at 100 dpi, as PNG. */
export function pagePixels(pdf: Buffer, name: string): Buffer {
  const { folder, file } = written(pdf, name);
  execFileSync('pdftoppm', ['-r', '100', '-png', '-singlefile', file, name], { cwd: folder });
  return fs.readFileSync(path.join(folder, `${name}.png`));
}

/** What `qpdf --check` says of the PDF; it throws on errors and warnings. */
export function qpdfCheck(pdf: Buffer): string {
  const { folder, file } = written(pdf, 'checked');
  return execFileSync('qpdf', ['--check', file], { cwd: folder, encoding: 'utf8' });
}
