import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** What the reader of a document's layout answers (src/buildtime/resumeDocument/readResumeDocument.ts). */
export interface Reading {
  resume: object;
  language: string;
  unplaced: { line: string; page?: number; reason: string; placedIn?: string; near?: string }[];
}

/**
 * `npm run content:import -- …args` as an owner runs it, writing into `dir`, not owner/; with
 * `reading`, the reader of a document's layout answers that, whatever the document.
 */
function runImport(dir: string, args: string[], reading?: Reading) {
  const paths = { content: path.join(dir, 'portfolio.json'), public: path.join(dir, 'public') };
  // The reader's module stands in through require's cache: its exports are read-only getters.
  const reader = './src/buildtime/resumeDocument/readResumeDocument';
  const standIn = reading
    ? `const file = require.resolve('${reader}'); require.cache[file] = { id: file, filename: file, loaded: true, exports: { readResumeDocument: async () => (${JSON.stringify(reading)}) } };`
    : '';
  const run = spawnSync(
    process.execPath,
    [
      '--require',
      './src/scripts/runTypeScript.cjs',
      '-e',
      `${standIn}require('./src/buildtime/jsonResume/importContent').importContent(${JSON.stringify(args)}, ${JSON.stringify(paths)})`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return { ...run, output: run.stdout + run.stderr, content: paths.content };
}

export const contentImport = (dir: string, ...args: string[]) => runImport(dir, args);

/** The import of a document whose layout the reader reads as `reading`. */
export const contentImportReading = (reading: Reading, dir: string, ...args: string[]) =>
  runImport(dir, args, reading);

/** A new empty folder for an import to write into. */
export const newDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'import-'));
