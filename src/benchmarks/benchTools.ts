import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectPaths } from '../buildtime/settings/projectPaths';

/**
 * Tools that only `npm run bench` uses, pinned here rather than in package.json: Lighthouse
 * brings about 150 MB (OpenTelemetry, Sentry, puppeteer-core) that no owner and no deploy needs.
 * The first bench installs them into a cache folder; later ones find them there.
 */
const benchTools = { lighthouse: '12.8.2' } as const;
type BenchTool = keyof typeof benchTools;

const toolsDir = path.join(projectPaths.root, 'node_modules/.cache/bench-tools');

/** The folder of an installed bench tool, installing its pinned version first if it is not there. */
export function benchTool(name: BenchTool): string {
  const version = benchTools[name];
  const root = path.join(toolsDir, 'node_modules', name);
  const installed = (() => {
    try {
      return JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
    } catch {
      return null; // not installed yet
    }
  })();
  if (installed !== version) {
    console.log(
      `Installing ${name}@${version} for the bench into ${path.relative(projectPaths.root, toolsDir)}`,
    );
    fs.mkdirSync(toolsDir, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', toolsDir, '--no-audit', '--no-fund', `${name}@${version}`],
      { stdio: 'inherit' },
    );
  }
  return root;
}

/** Loads a module of a bench tool, such as `lighthouse/core/config/constants.js`. */
export function requireFromBenchTool<T>(name: BenchTool, module: string): T {
  return createRequire(path.join(benchTool(name), 'package.json'))(module) as T;
}
