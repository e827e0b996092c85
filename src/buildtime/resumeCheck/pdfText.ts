/**
 * A PDF's text as software reads it, through pdfjs-dist (Mozilla's PDF reader, which many
 * résumé parsers use): each run of text with its page, place and size.
 */
import type { PDFPageProxy, TextItem } from 'pdfjs-dist/types/src/display/api';

// pdfjs-dist 3 runs on Node 20 without the optional canvas package, given these two names.
Object.assign(globalThis, {
  DOMMatrix: globalThis.DOMMatrix ?? class {},
  Path2D: globalThis.Path2D ?? class {},
});

/**
 * A module of pdf.js loaded with V8's own stack traces: its core-js polyfills read an Error's
 * stack as they load, which ts-node's source-map-support would map through pdf.js's source maps,
 * megabytes long: half a second of processor time, each time a command reads a PDF.
 */
function withPlainStacks<T>(load: () => T): T {
  const prepare = Error.prepareStackTrace;
  Reflect.deleteProperty(Error, 'prepareStackTrace');
  try {
    return load();
  } finally {
    if (prepare) Error.prepareStackTrace = prepare;
  }
}

const pdfjs = withPlainStacks(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  () => require('pdfjs-dist/legacy/build/pdf.js') as typeof import('pdfjs-dist'),
);
/** The operators of pdf.js's operator lists, by name: what a page draws. */
export const pdfOperators = pdfjs.OPS;
/** pdf.js's worker, which runs in this thread in Node: loaded as pdf.js would, but so. */
const loadWorker = () =>
  Object.assign(globalThis, {
    pdfjsWorker:
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      withPlainStacks(() => require('pdfjs-dist/legacy/build/pdf.worker.js') as unknown),
  });

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
 * The document, to read page by page; destroy it when done. Every PDF is read through here, with
 * no code compiled from it: pdf.js 3 runs a crafted font's code otherwise (CVE-2024-4367). Version
 * 4.2.67, which fixes that, comes only as ES modules, which the unit tests' jest cannot load.
 */
export type PdfDocument = Awaited<ReturnType<typeof openPdf>>;
/** Whether a PDF is given open, not as its bytes. */
export const isOpenPdf = (pdf: Uint8Array | PdfDocument): pdf is PdfDocument => 'numPages' in pdf;

export function openPdf(pdf: Uint8Array) {
  loadWorker();
  return pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false })
    .promise;
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
  await document.destroy();
  return runs;
}
