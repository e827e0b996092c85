// @ts-check
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesOf, readObjects } from './git.mjs';

const thisFolder = path.dirname(fileURLToPath(import.meta.url));
export const upgradeFolder = 'src/upgrade';
/**
 * How this code tells the template's that the template is fetched already. Every version reads
 * it, since an old site's code hands over to a newer template's.
 */
export const templateCommitFlag = '--template-commit';

/**
 * The upgrade runs the newest template's own code, so that its fixes reach every site at once:
 * unless this code is that code, it writes the template's upgrade folder to a temporary folder and
 * runs it there with the same arguments.
 * @param {import('./git.mjs').Git} git
 * @param {string} templateCommit
 * @param {string[]} argv
 * @returns {number | null} the template's upgrade's exit status; null when this code is the template's
 */
export function handOver(git, templateCommit, argv) {
  if (runsTemplatesCode(git, templateCommit)) return null;
  const templateFiles = filesOf(git, `${templateCommit}:${upgradeFolder}`);

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'template-upgrade-'));
  try {
    const contents = readObjects(
      git,
      [...templateFiles.values()].map(({ oid }) => oid),
    );
    for (const [file, { oid }] of templateFiles) {
      const target = path.join(scratch, upgradeFolder, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, /** @type {Buffer} */ (contents.get(oid)));
    }
    const main = path.join(scratch, upgradeFolder, 'main.mjs');
    const result = spawnSync(
      process.execPath,
      [main, ...argv, `${templateCommitFlag}=${templateCommit}`],
      { stdio: 'inherit' },
    );
    return result.status ?? 1;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Whether this code is the template's upgrade code, or the template has none.
 * @param {import('./git.mjs').Git} git
 * @param {string} templateCommit
 */
export function runsTemplatesCode(git, templateCommit) {
  const folder = `${templateCommit}:${upgradeFolder}`;
  return !git.succeeds(['cat-file', '-e', folder]) || isThisCode(git, filesOf(git, folder));
}

/**
 * This folder holds exactly the template's upgrade files.
 * @param {import('./git.mjs').Git} git
 * @param {import('./git.mjs').Tree} templateFiles
 */
function isThisCode(git, templateFiles) {
  const here = fs
    .readdirSync(thisFolder, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) =>
      path.relative(thisFolder, path.join(item.parentPath, item.name)).split(path.sep).join('/'),
    );
  if (here.length !== templateFiles.size) return false;
  const oids = git
    .text(['hash-object', '--no-filters', '--', ...here.map((file) => path.join(thisFolder, file))])
    .split('\n');
  return here.every((file, i) => templateFiles.get(file)?.oid === oids[i]);
}
