import fs from 'node:fs';
import path from 'node:path';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import type { InstalledFont } from './fonts';

/** The Typst templates beside this file: resume.typ, card.typ, monogram.typ. */
const templateDir = __dirname;
export const typstTemplates = fs
  .readdirSync(templateDir)
  .filter((name) => name.endsWith('.typ'))
  .map((name) => path.join(templateDir, name));

/** Typst's language settings for a BCP 47 tag: an ISO 639 code and, if known, a region. */
export function typstLanguage(tag: string): { lang: string; region: string | null } {
  const locale = new Intl.Locale(tag);
  return { lang: locale.language, region: locale.maximize().region ?? null };
}

/** Typesets a template with its data, as a PDF or as an SVG whose letters are outlines. */
export type Typeset = (
  template: 'resume.typ' | 'card.typ' | 'monogram.typ',
  data: object,
  format: 'pdf' | 'svg',
) => Buffer;

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
  return (template, data, format) => {
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
    // The plain SVG: colours as attributes (resvg reads no style sheets), no scripts.
    return format === 'pdf'
      ? compiler.pdf(result.result)
      : Buffer.from(compiler.plainSvg(result.result));
  };
}
