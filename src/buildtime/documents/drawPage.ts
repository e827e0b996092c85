import type { SiteContent } from '../../content/types';
import type { Catalog } from '../../i18n/words';
import { generatedFiles } from '../../lib/generatedFiles';
import type { Look } from '../look/look';
import { drawImages } from './images';
import { buildResumePdf } from './resumePdf';
import { resumePhoto as photoOf } from './resumePhoto';
import { resumeData } from './resumeData';
import { ownFilesLoadedBy } from '../keptResults';
import { readingSummary, readResume } from '../resumeCheck/readingTable';
import { createTypesetter, typstTemplates, type TypesetFont } from './typeset/typst';
import { resumeWordFile } from './word/documentFiles';

/** What a page's drawn files are drawn from. */
export interface PageToDraw {
  content: SiteContent;
  words: Catalog;
  /** The fonts that draw every letter of the page (chosen by the preflight). */
  fonts: TypesetFont[];
  look: Look;
  /** The owner's photo file, in base64 (it crosses to the drawing thread and into the cache key). */
  photo: string | null;
  /** The page's resume.json, which its PDF carries. */
  resumeJson: string;
}

/** A page's drawn files (names in its folder), the favicon it carries inline, and their times. */
export interface DrawnPage {
  files: Record<string, Uint8Array>;
  faviconSvg: string;
  /** What the owner should know of the drawing: each part the PDF leaves out to fit its pages. */
  lines: string[];
  /** What a résumé parser reads of the PDF, in short (src/buildtime/resumeCheck/). */
  reading: string[];
  milliseconds: { pdf: number; images: number };
}

const timed = <T>(work: () => T): [T, number] => {
  const start = performance.now();
  return [work(), performance.now() - start];
};

/** The resume PDF, the social card and the bitmap icons of one page, and how the PDF reads. */
export async function drawPage({
  content,
  words,
  fonts,
  look,
  photo,
  resumeJson,
}: PageToDraw): Promise<DrawnPage> {
  const typeset = createTypesetter(fonts);
  const [images, imagesTime] = timed(() => drawImages(content, look, typeset));
  const resumePhoto = photo
    ? photoOf(content.profile.photo, Buffer.from(photo, 'base64'), fonts)
    : undefined;
  const { pages, keep } = content.owner.resume ?? {};
  const [resume, pdfTime] = timed(() =>
    buildResumePdf(resumeData(content, words, resumePhoto), look, typeset, {
      pages,
      keep,
      photo: resumePhoto,
      source: resumeJson,
    }),
  );
  const what = `The ${content.language.tag} resume.pdf`;
  const wordFile: Record<string, Uint8Array> = content.owner.resume?.wordFile
    ? { [generatedFiles.resumeDocx]: await resumeWordFile(resume.drawn, content.language.tag) }
    : {};
  return {
    files: { [generatedFiles.resumePdf]: resume.pdf, ...wordFile, ...images.files },
    faviconSvg: images.faviconSvg,
    lines: resume.lines.map((line) => `${what} ${line}`),
    reading: readingSummary(what, await readResume(resume.pdf, resume.drawn)),
    milliseconds: { pdf: pdfTime, images: imagesTime },
  };
}

/** Every file of the project that drawing reads: its modules, however deep, and the templates. */
export const drawingSources = () => [...ownFilesLoadedBy(module), ...typstTemplates];
