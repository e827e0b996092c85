import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { fingerprint, installedPackages, KeptResults } from '../keptResults';
import { projectPaths } from '../settings/projectPaths';
import type { DrawnPage, PageToDraw } from './drawPage';

/** The thread's code: the build's TypeScript loaded as the owner's commands load it. */
const threadCode = `
const { parentPort, workerData } = require('node:worker_threads');
require(${JSON.stringify(path.join(projectPaths.root, 'src/scripts/runTypeScript.cjs'))});
const { drawPage, drawingSources } = require(${JSON.stringify(require.resolve('./drawPage'))});
Promise.all(workerData.map(drawPage)).then((drawn) =>
  parentPort.postMessage({ drawn, sources: drawingSources() }),
);
`;

/** Draws pages on a thread of their own, and names the files drawing read. */
function drawInThread(pages: PageToDraw[]): Promise<{ drawn: DrawnPage[]; sources: string[] }> {
  // Only what can cross to a thread: the fonts' family names and files.
  const workerData = pages.map((page) => ({
    ...page,
    fonts: page.fonts.map(({ font: { family }, files }) => ({ font: { family }, files })),
  }));
  return new Promise((resolve, reject) => {
    const thread = new Worker(threadCode, { eval: true, workerData });
    thread.once('message', resolve);
    thread.once('error', reject);
    thread.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The drawing thread stopped with exit code ${code}`));
    });
  });
}

/** The drawn files of past builds. */
export const keptDocuments = new KeptResults('documents');

/** What a page is drawn from, with the installed packages (the fonts, Typst and resvg among them). */
const keyOf = (page: PageToDraw, packages: string) =>
  fingerprint(
    JSON.stringify({
      ...page,
      fonts: page.fonts.map(({ font: { family }, files }) => ({ family, files })),
    }),
    packages,
  );

const kept = (key: string): DrawnPage | null => {
  const text = keptDocuments.read(key);
  if (text === null) return null;
  const { files, faviconSvg, lines, reading } = JSON.parse(text) as {
    files: Record<string, string>;
    faviconSvg: string;
    lines: string[];
    reading: string[];
  };
  const decoded = Object.entries(files).map(([name, base64]) => [
    name,
    Buffer.from(base64, 'base64'),
  ]);
  return {
    files: Object.fromEntries(decoded),
    faviconSvg,
    lines,
    reading,
    milliseconds: { pdf: 0, images: 0 },
  };
};

const keep = (key: string, { files, faviconSvg, lines, reading }: DrawnPage, sources: string[]) => {
  const encoded = Object.entries(files).map(([name, bytes]) => [
    name,
    Buffer.from(bytes).toString('base64'),
  ]);
  keptDocuments.write(
    key,
    JSON.stringify({ files: Object.fromEntries(encoded), faviconSvg, lines, reading }),
    sources,
  );
};

/**
 * The pages' PDFs, cards and icons (Typst and resvg). Those drawn by an earlier build from the
 * same content, look, fonts and drawing code are kept; the others are drawn on a thread of their
 * own, while webpack compiles on the main one: they need the content, not the bundle.
 */
export async function drawPages(pages: PageToDraw[]): Promise<DrawnPage[]> {
  const packages = installedPackages();
  const keys = pages.map((page) => keyOf(page, packages));
  const found = keys.map(kept);
  const missing = pages.filter((_, index) => !found[index]);
  if (missing.length === 0) return found as DrawnPage[];
  const { drawn, sources } = await drawInThread(missing);
  let next = 0;
  return found.map((page, index) => {
    if (page) return page;
    const made = drawn[next++]!;
    keep(keys[index]!, made, sources);
    return made;
  });
}
