import fs from 'node:fs';
import path from 'node:path';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import type { InstalledFont } from './fonts';
import { readableTextLayer } from '../textLayer/readableTextLayer';
import { withAssociatedFiles } from './associatedFiles';
import type { ResumeLayout } from '../../../content/constants';

/** The Typst templates beside this file: the résumé's layouts and parts, card.typ, monogram.typ. */
const templateDir = __dirname;
export const typstTemplates = fs
  .readdirSync(templateDir)
  .filter((name) => name.endsWith('.typ'))
  .map((name) => path.join(templateDir, name));

type Template = `resume-${ResumeLayout}.typ` | 'letter.typ' | 'card.typ' | 'monogram.typ';

/**
 * Files a template reads besides its data (the owner's photo, the resume.json a résumé embeds),
 * by their path in Typst.
 */
export type TypesetFiles = Record<string, Uint8Array>;

/**
 * Typesets a template with its data, as a tagged PDF/UA-1 whose text readers read in the order
 * written (readableTextLayer) and whose embedded files are its associated files, or as an SVG whose letters are outlines; `pageCount` lays it out
 * only, to count its pages.
 */
export interface Typeset {
  (template: Template, data: object, format: 'pdf' | 'svg', files?: TypesetFiles): Buffer;
  pageCount: (template: Template, data: object, files?: TypesetFiles) => number;
}

/** What Typst needs of a font: its family's name and its files. */
export type TypesetFont = Pick<InstalledFont, 'files'> & { font: { family: string } };

/**
 * A Typst compiler with these fonts, read once for every file the build draws. Data goes in as
 * JSON, so no text from the content is ever read as Typst markup. Any warning, such as a font
 * family Typst cannot find, is an error: the result would not be what was meant.
 */
export function createTypesetter(fonts: TypesetFont[]): Typeset {
  const compiler = NodeCompiler.create({
    workspace: templateDir,
    fontArgs: [
      { fontBlobs: fonts.flatMap(({ files }) => files.map((file) => fs.readFileSync(file))) },
    ],
  });
  const families = fonts.map(({ font }) => font.family);
  const compile = (template: Template, data: object, files: TypesetFiles = {}) => {
    compiler.resetShadow();
    for (const [file, bytes] of Object.entries(files))
      compiler.mapShadow(path.join(templateDir, file), Buffer.from(bytes));
    const result = compiler.compile({
      mainFilePath: path.join(templateDir, template),
      inputs: { data: JSON.stringify({ ...data, fonts: families }) },
    });
    const error = result.takeError() ?? result.takeWarnings();
    if (error || !result.result) {
      throw new Error(
        `Typst could not typeset ${template}: ${JSON.stringify(error?.shortDiagnostics ?? error)}`,
      );
    }
    return result.result;
  };
  const typeset = (
    template: Template,
    data: object,
    format: 'pdf' | 'svg',
    files?: TypesetFiles,
  ) => {
    const document = compile(template, data, files);
    if (format === 'svg')
      // The plain SVG: colours as attributes (resvg reads no style sheets), no scripts.
      return Buffer.from(compiler.plainSvg(document));
    let pdf: Buffer;
    try {
      pdf = compiler.pdf(document, { pdfStandard: 'ua-1' });
    } catch (refusal) {
      throw new Error(`Typst would not write ${template} as PDF/UA-1: ${String(refusal)}`, {
        cause: refusal,
      });
    }
    // Every text the PDF draws is in its data: the templates' own are marks such as • and ·.
    // What a template embeds is the source it was drawn from (resumePdf.ts).
    return readableTextLayer(withAssociatedFiles(pdf, 'Source'), JSON.stringify(data));
  };
  return Object.assign(typeset, {
    pageCount: (template: Template, data: object, files?: TypesetFiles) =>
      compile(template, data, files).numOfPages,
  });
}
