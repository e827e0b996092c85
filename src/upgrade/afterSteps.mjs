// @ts-check
import { spawnSync } from 'node:child_process';

/**
 * What runs once the template's changes are in the working tree, in order: install when the lock
 * changed, the content's migration when the template has one, then the build and the tests.
 * @param {{ lockChanged: boolean, scripts: Record<string, string> }} site
 */
export function afterSteps({ lockChanged, scripts }) {
  /** @type {string[][]} each npm's arguments */
  const steps = [];
  if (lockChanged) steps.push(['ci']);
  if ('content:migrate' in scripts) steps.push(['run', 'content:migrate']);
  steps.push(['run', 'build'], ['test']);
  return steps;
}

/**
 * Runs the steps in the site's folder, showing their output; the first that fails stops them.
 * @param {string} siteRoot
 * @param {string[][]} steps each npm's arguments
 * @returns {string | null} the step that failed, as the owner would type it
 */
export function runSteps(siteRoot, steps) {
  for (const args of steps) {
    const command = `npm ${args.join(' ')}`;
    console.log(`\n> ${command}`);
    const result = spawnSync('npm', args, {
      cwd: siteRoot,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (result.status !== 0) return command;
  }
  return null;
}
