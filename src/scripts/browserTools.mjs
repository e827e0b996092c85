/**
 * `npm run browser-tools`: installs what only the browser suite, the bench and the screenshots
 * use (Playwright, axe, @xstate/graph), at the versions package.json's "browserTools" pins,
 * unless they are installed. They are not devDependencies, so an owner's `npm ci` does not carry
 * them (about 25 MB). Plain JavaScript: it runs before each of those scripts, and costs nothing
 * once they are there.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** @type {Record<string, string>} */
const browserTools = JSON.parse(fs.readFileSync('package.json', 'utf8')).browserTools;

/** @param {string} name */
function installedVersion(name) {
  try {
    return JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;
  } catch {
    return null; // not installed
  }
}

const wanted = Object.entries(browserTools);
if (wanted.some(([name, version]) => installedVersion(name) !== version)) {
  // --no-save: package.json and the lock stay as they are. One install for them all: npm removes
  // what an earlier --no-save install put in node_modules.
  execFileSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', ...wanted.map(([n, v]) => `${n}@${v}`)],
    { stdio: 'inherit' },
  );
}
