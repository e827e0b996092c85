/**
 * Small PDFs of the tests' own: lines of text in their languages (lines.typ), typeset in the
 * fonts the build would choose for them, by the build's typesetter or by Typst alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { chooseFonts } from '../../../../src/buildtime/documents/typeset/fonts';
import { createTypesetter } from '../../../../src/buildtime/documents/typeset/typst';

/** A line of text and its language (a BCP 47 tag). */
export interface Line {
  lang: string;
  text: string;
}

const source = fs.readFileSync(path.join(__dirname, 'lines.typ'));

function fontsFor(lines: Line[]) {
  const drawing = chooseFonts(
    lines[0]!.lang,
    lines.map(({ text }) => ({ where: 'a line', text })),
  );
  if ('problems' in drawing) throw new Error(drawing.problems.join('\n'));
  return drawing.fonts;
}

/**
 * The lines as the build typesets them (lines.typ, given in card.typ's place), in the fonts the
 * build chooses for them: a PDF/UA-1 with its text layer made readable.
 */
export function typesetLines(lines: Line[]): Buffer {
  const typeset = createTypesetter(fontsFor(lines));
  return typeset('card.typ', { lang: lines[0]!.lang, lines }, 'pdf', { 'card.typ': source });
}

/** Every text the lines draw, as the typesetter gives it to readableTextLayer. */
export const textOfLines = (lines: Line[]) => lines.map(({ text }) => text).join('\n');

/** The same PDF as Typst writes it, before its text layer is made readable. */
export function typstPdf(lines: Line[]): Buffer {
  const fonts = fontsFor(lines);
  const compiler = NodeCompiler.create({
    workspace: __dirname,
    fontArgs: [
      { fontBlobs: fonts.flatMap(({ files }) => files.map((file) => fs.readFileSync(file))) },
    ],
  });
  const result = compiler.compile({
    mainFilePath: path.join(__dirname, 'lines.typ'),
    inputs: {
      data: JSON.stringify({
        lang: lines[0]!.lang,
        lines,
        fonts: fonts.map(({ font }) => font.family),
      }),
    },
  });
  if (!result.result) throw new Error(JSON.stringify(result.takeError()));
  return compiler.pdf(result.result, { pdfStandard: 'ua-1' });
}
