import type { SiteContent } from '../../content/types';
import type { Catalog } from '../../i18n/words';
import { generatedFiles } from '../../lib/generatedFiles';
import type { Look } from '../look/look';
import { drawImages } from './images';
import { buildResumePdf, resumeData } from './resumePdf';
import { ownFilesLoadedBy } from '../keptResults';
import { createTypesetter, typstTemplates, type TypesetFont } from './typeset/typst';

/** What a page's drawn files are drawn from. */
export interface PageToDraw {
  content: SiteContent;
  words: Catalog;
  /** The fonts that draw every letter of the page (chosen by the preflight). */
  fonts: TypesetFont[];
  look: Look;
}

/** A page's drawn files (names in its folder), the favicon it carries inline, and their times. */
export interface DrawnPage {
  files: Record<string, Uint8Array>;
  faviconSvg: string;
  milliseconds: { pdf: number; images: number };
}

const timed = <T>(work: () => T): [T, number] => {
  const start = performance.now();
  return [work(), performance.now() - start];
};

/** The resume PDF, the social card and the bitmap icons of one page. */
export function drawPage({ content, words, fonts, look }: PageToDraw): DrawnPage {
  const typeset = createTypesetter(fonts);
  const [images, imagesTime] = timed(() => drawImages(content, look, typeset));
  const [pdf, pdfTime] = timed(() => buildResumePdf(resumeData(content, words), look, typeset));
  return {
    files: { [generatedFiles.resumePdf]: pdf, ...images.files },
    faviconSvg: images.faviconSvg,
    milliseconds: { pdf: pdfTime, images: imagesTime },
  };
}

/** Every file of the project that drawing reads: its modules, however deep, and the templates. */
export const drawingSources = () => [...ownFilesLoadedBy(module), ...typstTemplates];
