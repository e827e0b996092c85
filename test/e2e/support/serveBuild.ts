import { spawn } from 'node:child_process';
import { projectPaths } from '../../../src/buildtime/settings/projectPaths';

/**
 * The browser suite's global setup: starts its servers (suiteServers.ts: the build's preview and
 * the analytics stand-in, on ports the system gives) and hands their addresses to the workers
 * through the environment (E2E_SERVED_AT, read by site.ts). Fails with the servers' own words
 * when they cannot start; returns the teardown, which stops them and waits until they have.
 */
export default async function serveBuild() {
  const servers = spawn(
    process.execPath,
    ['--require', './src/scripts/runTypeScript.cjs', 'test/e2e/support/suiteServers.ts'],
    // Standard input open for as long as the suite runs: the servers stop when it closes, even
    // if the suite is killed.
    { cwd: projectPaths.root, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const exited = new Promise<number | null>((resolve) => servers.once('exit', resolve));
  // Read to the end, so that a full pipe never stalls the servers; the last lines kept for a failure.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk}`.slice(-10_000);
  };
  servers.stdout.on('data', keep);
  servers.stderr.on('data', keep);
  const served = await new Promise<string>((resolve, reject) => {
    servers.stdout.on('data', () => {
      const line = /^served: (.*)\n/m.exec(output)?.[1];
      if (line) resolve(line);
    });
    void exited.then((code) =>
      reject(new Error(`The browser suite's servers stopped (${code}) before serving:\n${output}`)),
    );
  });
  process.env.E2E_SERVED_AT = served;
  let stopping = false;
  // A server that fails later fails the tests after it: this says why.
  servers.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  void exited.then((code) => {
    if (!stopping) console.error(`The browser suite's servers stopped (${code}) during the run.`);
  });
  return async () => {
    stopping = true;
    servers.stdin.end();
    await exited;
  };
}
