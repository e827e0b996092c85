/** @jest-environment node */
/**
 * `npm run apply` refuses what it does not know before it reads or writes anything, in one line
 * naming the flag or the value and the way to call it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { applicationStates } from '../../src/content/constants';

const root = path.join(__dirname, '../..');
const apply = (...args: string[]) =>
  spawnSync(
    process.execPath,
    ['--require', './src/scripts/runTypeScript.cjs', 'src/scripts/apply.ts', ...args],
    { cwd: root, encoding: 'utf8' },
  );
const problemsOf = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('  - '));

describe('npm run apply, given what it does not take', () => {
  it.each([
    [['--bogus'], /--bogus.*npm run apply -- <id>/],
    [['--csv'], /--csv goes with --list/],
    [['--list', 'nordvik'], /--list takes no id/],
    [['--status', 'sent'], /--status needs the application’s id/],
    [['nordvik', '--status', 'hired'], new RegExp(`hired.*${applicationStates.join(', ')}`)],
  ])('%j stops with one line naming it', (args, named) => {
    const run = apply(...args);
    expect(run.status).toBe(1);
    expect(problemsOf(run.stderr)).toEqual([expect.stringMatching(named)]);
    expect(run.stdout).toBe('');
  });
});
