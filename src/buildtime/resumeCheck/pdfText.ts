/**
 * A PDF's text as software reads it, through pdfjs-dist (Mozilla's PDF reader, which many
 * résumé parsers use): each run of text with its page, place and size.
 */
import type { PDFPageProxy, TextItem } from 'pdfjs-dist/types/src/display/api';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjsLoaded: Promise<Pdfjs> | undefined;

/**
 * pdf.js, loaded on the first PDF read (its ES modules, through import()), with its worker, which
 * runs in this thread in Node: loaded as pdf.js would load it, but ahead. In Node pdf.js takes
 * DOMMatrix from @napi-rs/canvas, its optional dependency (a Type3 font's glyphs need it); nothing
 * here draws, so the canvas's scan of the system's fonts, 150 ms of processor time, is left out
 * (told through the process's own environment, which the canvas reads: jest gives a test a copy).
 */
export function loadPdfjs(): Promise<Pdfjs> {
  process.getBuiltinModule('node:process').env.DISABLE_SYSTEM_FONTS_LOAD ??= '1';
  pdfjsLoaded ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  ]).then(([pdfjs, worker]) => {
    Object.assign(globalThis, { pdfjsWorker: worker });
    return pdfjs;
  });
  return pdfjsLoaded;
}

/** A run of text: what one text-showing operation draws, where it starts, and its size. */
export interface Run {
  text: string;
  page: number;
  x: number;
  y: number;
  width: number;
  size: number;
}

/**
 * The document, to read page by page; close it when done (closePdf). Every PDF is read through
 * here. pdf.js compiles no JavaScript from a PDF since 5.7, which dropped `isEvalSupported` with
 * the last `new Function` (pdf.js 3 ran a crafted font's code, CVE-2024-4367): pdfText.test.ts
 * holds it to that.
 */
export type PdfDocument = Awaited<ReturnType<typeof openPdf>>;
/** Whether a PDF is given open, not as its bytes. */
export const isOpenPdf = (pdf: Uint8Array | PdfDocument): pdf is PdfDocument => 'numPages' in pdf;

export async function openPdf(pdf: Uint8Array) {
  const { getDocument } = await loadPdfjs();
  // A font's name (Lato-Bold), which tells its weight (pdfLines.ts), is among its extra properties.
  return getDocument({ data: new Uint8Array(pdf), verbosity: 0, fontExtraProperties: true })
    .promise;
}

/** Lets a document and its worker's share of it go. */
export const closePdf = (document: PdfDocument) => document.loadingTask.destroy();

/** The files embedded in a document, each with its name and bytes. */
export async function embeddedFiles(document: PdfDocument) {
  const attachments = await document.getAttachments();
  return Promise.all(
    [...(attachments ?? new Map())].map(async ([id, { filename }]) => ({
      filename,
      content: (await document.getAttachmentContent(id)) ?? new Uint8Array(),
    })),
  );
}

/** A text item of page `page` as a run; y grows up the page, as PDF's does. */
export function runOf(item: TextItem, page: number): Run {
  const [, , , size = 0, x = 0, y = 0] = item.transform as number[];
  return { text: item.str, page, x, y, width: item.width, size: Math.abs(size) };
}

/** Runs on one line: the same page, and baselines within a few points (pills sit a little higher). */
export const sameLine = (a: Run, b: Run) => a.page === b.page && Math.abs(a.y - b.y) < 3;

/**
 * Runs on a line at most half a letter's height apart, as one, as parsers join them (OpenResume
 * joins items closer than a typical letter's width): a right-to-left phrase, whose words each
 * come as a run of their own, reads as one, while fields set apart by an em or more stay apart.
 * A mark drawn apart from its letter (zero width) joins the run it sits in.
 */
export function joinedRuns(runs: Run[]): Run[] {
  const joined: Run[] = [];
  for (const run of runs) {
    const last = joined.at(-1);
    const gap =
      last && sameLine(last, run)
        ? Math.max(run.x, last.x) - Math.min(run.x + run.width, last.x + last.width)
        : Infinity;
    if (!last || gap > 0.5 * run.size) {
      joined.push({ ...run });
      continue;
    }
    const spaced = gap > 0.15 * run.size && !/\s$/.test(last.text) && !/^\s/.test(run.text);
    const x = Math.min(last.x, run.x);
    last.width = Math.max(last.x + last.width, run.x + run.width) - x;
    last.x = x;
    last.text += spaced ? ` ${run.text}` : run.text;
  }
  return joined;
}

/** Every run of text with letters in it, page by page, in the order the PDF draws them. */
export async function readRuns(pdf: Uint8Array): Promise<Run[]> {
  const document = await openPdf(pdf);
  const runs: Run[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page: PDFPageProxy = await document.getPage(number);
    const { items } = await page.getTextContent();
    for (const item of items as TextItem[]) if (item.str.trim()) runs.push(runOf(item, number));
  }
  await closePdf(document);
  return runs;
}
