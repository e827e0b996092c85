import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { projectPaths } from '../settings/projectPaths';
import type { DrawnPage, PageToDraw } from './drawPage';

/** The thread's code: the build's TypeScript loaded as on the main thread, through ts-node. */
const threadCode = `
const { parentPort, workerData } = require('node:worker_threads');
require(${JSON.stringify(require.resolve('ts-node'))}).register({
  project: ${JSON.stringify(path.join(projectPaths.root, 'tsconfig.json'))},
});
const { drawPage } = require(${JSON.stringify(require.resolve('./drawPage'))});
parentPort.postMessage(workerData.map(drawPage));
`;

/**
 * Draws pages' PDFs, cards and icons (Typst and resvg) on a thread of their own, while webpack
 * compiles on the main one: they need the content, the look and the fonts, not the bundle.
 */
export function drawInThread(pages: PageToDraw[]): Promise<DrawnPage[]> {
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
