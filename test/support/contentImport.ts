import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** `npm run content:import -- …args` as an owner runs it, writing into `dir`, not owner/. */
export function contentImport(dir: string, ...args: string[]) {
  const paths = { content: path.join(dir, 'portfolio.json'), public: path.join(dir, 'public') };
  const run = spawnSync(
    process.execPath,
    [
      '-r',
      'ts-node/register',
      '-e',
      `require('./src/buildtime/jsonResume/importContent').importContent(${JSON.stringify(args)}, ${JSON.stringify(paths)})`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return { ...run, output: run.stdout + run.stderr, content: paths.content };
}

/** A new empty folder for an import to write into. */
export const newDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'import-'));
