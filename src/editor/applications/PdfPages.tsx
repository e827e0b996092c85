import { useEffect, useRef, useState } from 'react';
import * as pdfjs from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import words from '../words.json';

// pdf.js parses each PDF in a worker of its own, which webpack emits beside the editor's script:
// in the page's thread, under a busy machine's load, it held a keystroke's echo for seconds.
pdfjs.GlobalWorkerOptions.workerPort = new Worker(
  new URL('pdfjs-dist/build/pdf.worker.js', import.meta.url),
);

/** A page drawn: its pixels, and its text for whoever reads rather than sees it. */
interface DrawnPage {
  canvas: HTMLCanvasElement;
  text: string;
}

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/**
 * Each page of a PDF drawn by pdf.js, at the screen's resolution for `width` CSS pixels; none once
 * `stale` says a newer PDF came meanwhile (its drawing stops at the next page, and its document
 * is let go at once).
 */
async function drawnPages(
  base64: string,
  width: number,
  stale: () => boolean,
): Promise<DrawnPage[] | null> {
  const loading = pdfjs.getDocument({
    data: bytesOf(base64),
    isEvalSupported: false,
    verbosity: 0,
  });
  const document = await loading.promise;
  const pages: DrawnPage[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    if (stale()) {
      await loading.destroy();
      return null;
    }
    const page = await document.getPage(number);
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (width * devicePixelRatio) / unscaled.width });
    const canvas = window.document.createElement('canvas');
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    canvas.style.width = `${width}px`;
    canvas.style.aspectRatio = `${unscaled.width} / ${unscaled.height}`;
    canvas.setAttribute('role', 'img');
    await page.render({ canvasContext: canvas.getContext('2d')!, viewport }).promise;
    const content = await page.getTextContent();
    pages.push({
      canvas,
      text: content.items
        .map((item) => ((item as TextItem).str ?? '') + ((item as TextItem).hasEOL ? '\n' : ' '))
        .join('')
        .replace(/[ \t]+/g, ' ')
        .trim(),
    });
  }
  await loading.destroy();
  return pages;
}

/**
 * A PDF's pages as the owner will send them, drawn from its bytes; the pages drawn before stay
 * until the new ones are ready, so the view never blinks. Each page is a picture named by its
 * place, with its text beside it for a screen reader (and a browser test) to read.
 */
export function PdfPages({ name, pdf, label }: { name: string; pdf: string; label: string }) {
  const [pages, setPages] = useState<DrawnPage[]>([]);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    const width = Math.min(box.current?.clientWidth || 600, 900);
    void drawnPages(pdf, width, () => !current).then((drawn) => {
      if (current && drawn) setPages(drawn);
    });
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
      {pages.map((page, index) => (
        <figure key={index}>
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
      ))}
    </section>
  );
}
