/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectPaths } from '../../src/buildtime/settings/projectPaths';

const packageScripts: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(projectPaths.root, 'package.json'), 'utf8'),
).scripts;

/** `npm run <name> -- ...args` as npm runs it, from the project's root. */
const run = (name: string, args: string[]) =>
  spawnSync('sh', ['-c', `${packageScripts[name]!} "$@"`, name, ...args], {
    cwd: projectPaths.root,
    encoding: 'utf8',
    // A command that took the flag would start serving: it is stopped, the test failing.
    timeout: 20_000,
  });

/** What a command printed, as the lines that are not blank. */
const linesOf = (printed: string) => printed.split('\n').filter((line) => line.trim() !== '');

describe('an owner’s command given what it does not take', () => {
  const commands = [
    'apply',
    'content:import',
    'content:check',
    'content:migrate',
    'edit',
    'go-live',
    'preview',
    'resume:check',
  ];

  it.each(commands)('npm run %s stops on an unknown flag, naming it and what it takes', (name) => {
    const result = run(name, ['--colour', 'blue']);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const [what, line, ...more] = linesOf(result.stderr);
    expect(what).toBe('Nothing done:');
    expect(line).toMatch(
      new RegExp(`unknown flag --colour; the command takes: npm run ${name}\\b`),
    );
    expect(more).toEqual([]);
  });

  it('takes no flag for an application’s id, nor ignores one after it', () => {
    for (const args of [['--lst'], ['nordvik', '--state', 'sent']]) {
      const line = linesOf(run('apply', args).stderr)[1];
      expect(line).toMatch(`unknown flag ${args.find((arg) => arg.startsWith('--'))};`);
      expect(line).toMatch('npm run apply -- <id>');
    }
  });

  it('names a word more than a command takes, and a flag without its value', () => {
    expect(linesOf(run('go-live', ['now']).stderr)[1]).toMatch(/^ {2}- one word too many, "now";/);
    expect(linesOf(run('content:import', ['resume.json', '--language']).stderr)[1]).toMatch(
      /--language needs a value; the command takes: npm run content:import -- /,
    );
  });
});
