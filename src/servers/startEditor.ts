/**
 * `npm run edit` started as an owner starts it, in a process of its own, for the browser suite
 * and the bench (src/benchmarks/editorKeystrokes.ts) to drive.
 */
import { spawn } from 'node:child_process';

/** A running `npm run edit`: the address it printed, and its stop, done once it has exited. */
export interface RunningEditor {
  address: string;
  stop: () => Promise<void>;
}

/**
 * `npm run edit` of this content file, as an owner starts it, once it listens: on a port the
 * system gives (PORT=0), which the address it prints names.
 */
export function startEditor(file: string): Promise<RunningEditor> {
  const editor = spawn('npm', ['run', '--silent', 'edit'], {
    env: { ...process.env, CONTENT_FILE: file, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group, so that stopping it stops the server that npm starts.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => editor.once('exit', () => resolve()));
  const stop = () => {
    process.kill(-editor.pid!);
    return exited;
  };
  return new Promise((resolve, reject) => {
    let printed = '';
    editor.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const address = / at (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(printed)?.[1];
      if (address) resolve({ address, stop });
    });
    editor.on('exit', (code) => reject(new Error(`npm run edit stopped (${code}): ${printed}`)));
  });
}
