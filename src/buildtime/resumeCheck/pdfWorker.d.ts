/** pdf.js's worker, which ships no types of its own: what the page's side of pdf.js takes from it. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
