import { useEffect, useRef, useState } from 'react';
import * as pdfjs from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import words from '../words.json';
import { drawingOrder, withPageDrawn } from './pagesShown';

// pdf.js parses each PDF in a worker of its own, which webpack emits beside the editor's script:
// in the page's thread, under a busy machine's load, it held a keystroke's echo for seconds.
pdfjs.GlobalWorkerOptions.workerPort = new Worker(
  new URL('pdfjs-dist/build/pdf.worker.mjs', import.meta.url),
);

/** A page drawn: its pixels, and its text for whoever reads rather than sees it. */
interface DrawnPage {
  canvas: HTMLCanvasElement;
  text: string;
}

/** A PDF's bytes from its base64, decoded by the browser rather than character by character. */
const bytesOf = async (base64: string) =>
  new Uint8Array(await (await fetch(`data:application/pdf;base64,${base64}`)).arrayBuffer());

/**
 * A PDF's pages drawn by pdf.js at the screen's resolution for `width` CSS pixels, those in view
 * first, each handed to `drawn` once drawn; none once `stale` says a newer PDF came meanwhile
 * (its drawing stops at the next page, and its document is let go at once).
 */
async function drawPages(
  base64: string,
  width: number,
  {
    inView,
    canvasFor,
    stale,
    drawn,
  }: {
    inView: (index: number) => boolean;
    /** The canvas to draw a page into: one not shown. */
    canvasFor: (index: number) => HTMLCanvasElement;
    stale: () => boolean;
    drawn: (index: number, page: DrawnPage, count: number) => void;
  },
): Promise<void> {
  // Drawn as the canvas's default context draws, hardware accelerated where the browser can.
  const loading = pdfjs.getDocument({ data: await bytesOf(base64), enableHWA: true, verbosity: 0 });
  try {
    const document = await loading.promise;
    for (const index of drawingOrder(document.numPages, inView)) {
      if (stale()) return;
      const page = await document.getPage(index + 1);
      const unscaled = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (width * devicePixelRatio) / unscaled.width });
      const canvas = canvasFor(index);
      const [pixelsWide, pixelsHigh] = [Math.round(viewport.width), Math.round(viewport.height)];
      // A canvas of the same size keeps its pixels' memory; pdf.js resets its context and paints
      // the page's white first.
      if (canvas.width !== pixelsWide || canvas.height !== pixelsHigh)
        [canvas.width, canvas.height] = [pixelsWide, pixelsHigh];
      canvas.style.width = `${width}px`;
      canvas.style.aspectRatio = `${unscaled.width} / ${unscaled.height}`;
      canvas.setAttribute('role', 'img');
      // The worker reads the text while this thread paints.
      const [content] = await Promise.all([
        page.getTextContent(),
        page.render({ canvas, viewport }).promise,
      ]);
      if (stale()) return;
      drawn(
        index,
        {
          canvas,
          text: content.items
            .map(
              (item) => ((item as TextItem).str ?? '') + ((item as TextItem).hasEOL ? '\n' : ' '),
            )
            .join('')
            .replace(/[ \t]+/g, ' ')
            .trim(),
        },
        document.numPages,
      );
    }
  } finally {
    await loading.destroy();
  }
}

/**
 * A PDF's pages as the owner will send them, drawn from its bytes; each page drawn before stays
 * until the new one in its place is ready, so the view never blinks (pagesShown.ts). Each page is a picture named by its
 * place, with its text beside it for a screen reader (and a browser test) to read.
 */
export function PdfPages({ name, pdf, label }: { name: string; pdf: string; label: string }) {
  const [pages, setPages] = useState<(DrawnPage | undefined)[]>([]);
  const shown = useRef(pages);
  /**
   * Each page's two canvases, the one shown and the one its next drawing goes into: a new
   * canvas's first paint took most of a page's drawing in Chromium.
   */
  const canvases = useRef<HTMLCanvasElement[][]>([]);
  /** The drawing under way: a newer one waits for it, which stops at its next page. */
  const drawing = useRef(Promise.resolve());
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    let current = true;
    const width = Math.min(box.current?.clientWidth || 600, 900);
    const inView = (index: number) => {
      const shown = box.current
        ?.querySelector(`figure[data-page="${index + 1}"]`)
        ?.getBoundingClientRect();
      return !!shown && shown.bottom > 0 && shown.top < window.innerHeight;
    };
    const canvasFor = (index: number) => {
      const pair = (canvases.current[index] ??= [0, 1].map(() => document.createElement('canvas')));
      return pair[0] === shown.current[index]?.canvas ? pair[1]! : pair[0]!;
    };
    drawing.current = drawing.current
      .then(() =>
        current
          ? drawPages(pdf, width, {
              inView,
              canvasFor,
              stale: () => !current,
              drawn: (index, page, count) => {
                shown.current = withPageDrawn(shown.current, index, page, count);
                setPages(shown.current);
              },
            })
          : undefined,
      )
      .catch(reportError);
    return () => {
      current = false;
    };
  }, [pdf]);
  const href = `data:application/pdf;base64,${pdf}`;
  return (
    <section className="pdf" aria-label={label} ref={box}>
      <p>
        <a href={href} download={name}>
          {words.applications.openPdf.replace('{file}', name)}
        </a>
      </p>
      {pages.map(
        (page, index) =>
          page && (
            <figure key={index} data-page={index + 1}>
              <div
                ref={(element) => {
                  page.canvas.setAttribute(
                    'aria-label',
                    words.applications.pageOf
                      .replace('{label}', label)
                      .replace('{page}', String(index + 1))
                      .replace('{count}', String(pages.length)),
                  );
                  element?.replaceChildren(page.canvas);
                }}
              />
              <figcaption className="page-text">{page.text}</figcaption>
            </figure>
          ),
      )}
    </section>
  );
}
