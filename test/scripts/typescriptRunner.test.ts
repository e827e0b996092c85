/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectPaths } from '../../src/buildtime/settings/projectPaths';

const packageScripts: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(projectPaths.root, 'package.json'), 'utf8'),
).scripts;

/** Runs an npm script's command line as npm would (from the project's root), with Node options. */
const runScript = (name: string, nodeOptions: string) =>
  spawnSync('sh', ['-c', packageScripts[name]!], {
    cwd: projectPaths.root,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: nodeOptions },
  });

describe('the runner of the owner’s TypeScript commands', () => {
  it('starts npm run apply without loading the TypeScript compiler', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-'));
    const probe = path.join(folder, 'probe.cjs');
    const loadedFile = path.join(folder, 'loaded.json');
    // Names every module loaded, when the command ends.
    fs.writeFileSync(
      probe,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(loadedFile)}, JSON.stringify(Object.keys(require.cache))));`,
    );
    const run = runScript('apply', `--require ${probe}`);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const loaded: string[] = JSON.parse(fs.readFileSync(loadedFile, 'utf8'));
    fs.rmSync(folder, { recursive: true });
    // It did load the command's own TypeScript…
    expect(loaded).toContain(path.join(projectPaths.root, 'src/scripts/apply.ts'));
    // …and neither the compiler nor ts-node.
    const compilers = loaded.filter((file) =>
      /[/\\]node_modules[/\\](typescript|ts-node)[/\\]/.test(file),
    );
    expect(compilers).toEqual([]);
  });

  it('names the TypeScript file and line in an error’s stack', () => {
    const script = path.join(projectPaths.root, 'test/fixtures/typescriptRunner/throws.ts');
    const throwingLine =
      fs
        .readFileSync(script, 'utf8')
        .split('\n')
        .findIndex((line) => line.startsWith('throw ')) + 1;
    const run = spawnSync(
      process.execPath,
      [...packageScripts.apply!.split(' ').slice(1, -1), script],
      { cwd: projectPaths.root, encoding: 'utf8' },
    );
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('stopped here in throws.ts');
    expect(run.stderr).toContain(`${script}:${throwingLine}:`);
  });
});
