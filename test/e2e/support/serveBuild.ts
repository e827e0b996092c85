import { spawn } from 'node:child_process';
import { projectPaths } from '../../../src/buildtime/settings/projectPaths';
import { e2eBasePath, e2eDist, e2ePinnedPort } from './site';

/**
 * The browser suite's global setup: serves its build (npm run preview) on a port the system
 * gives, or on E2E_PORT when one is pinned, and hands the address to the workers through the
 * environment (E2E_SERVED_ORIGIN, site.ts). It returns the teardown, which stops the server.
 */
export default async function serveBuild() {
  const server = spawn(
    process.execPath,
    [require.resolve('ts-node/dist/bin.js'), 'src/scripts/preview.ts', e2eDist],
    {
      cwd: projectPaths.root,
      env: { ...process.env, PORT: String(e2ePinnedPort ?? 0), BASE_PATH: e2eBasePath },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // The preview's first line names where it listens: "Serving e2e-dist/ at http://localhost:…".
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const served = /Serving \S+ at (http:\/\/[^/\s]+)/.exec(output);
      if (served) resolve(served[1]!);
    });
    server.on('exit', (code) => reject(new Error(`npm run preview stopped (${code}):\n${output}`)));
  });
  if (e2ePinnedPort === null)
    process.env.E2E_SERVED_ORIGIN = origin.replace('localhost', '127.0.0.1');
  return () => {
    server.kill();
  };
}
