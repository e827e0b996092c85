/**
 * `npm run build:e2e`: the production build for the browser suite, for the address site.ts names,
 * with EmailJS settings that send to the local stand-in (none for test:e2e:mailto), and GitHub and
 * the feeds answered by the sources stand-in (with a token, which must end up in no built file),
 * on a port the system gives.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentFileOf } from '../../../src/buildtime/settings/buildSettings';
import { lastGoodAnswersFile } from '../../../src/buildtime/sources/readSources';
import { createSourcesStandIn } from '../../../src/servers/sourcesStandIn';
import {
  e2eContactByMail,
  e2eDist,
  e2eGithubToken,
  e2eOrigin,
  e2ePageUrl,
  e2eSourcesOrigin,
  e2eSourcesServedFile,
} from './site';

const standInEmailjs = {
  EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  EMAILJS_SERVICE_ID: 'e2e-service',
  EMAILJS_TEMPLATE_ID: 'e2e-template',
  EMAILJS_ORIGIN: e2eOrigin,
};
/** None of the settings, even if the environment or .env has them. */
const noEmailjs = Object.fromEntries(Object.keys(standInEmailjs).map((name) => [name, '']));

/**
 * Where the content's folder names the stand-in (e2eSourcesOrigin: the sources fixture's feeds), a
 * temporary copy of the folder that names where it listens, for the build to read in its place
 * (CONTENT_FILE); null for any other content. The fixtures stay as they are.
 */
function contentNaming(sourcesOrigin: string) {
  const file = contentFileOf(process.env);
  const folder = path.dirname(file);
  const naming = fs
    .readdirSync(folder)
    .filter(
      (name) =>
        name.endsWith('.json') &&
        fs.readFileSync(path.join(folder, name), 'utf8').includes(e2eSourcesOrigin),
    );
  if (naming.length === 0) return null;
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-content-'));
  fs.cpSync(folder, copy, { recursive: true, preserveTimestamps: true });
  for (const name of naming) {
    const copied = path.join(copy, name);
    const text = fs.readFileSync(copied, 'utf8');
    fs.writeFileSync(copied, text.replaceAll(e2eSourcesOrigin, sourcesOrigin));
  }
  return {
    file: path.join(copy, path.basename(file)),
    remove: () => fs.rmSync(copy, { recursive: true, force: true }),
  };
}

/**
 * Forgets the answers earlier runs kept from their stand-ins, each named by a port of its own, so
 * that they do not pile up in the checkout's kept answers; the owner's are left as they are.
 */
function forgetEarlierStandIns(sourcesOrigin: string) {
  if (!fs.existsSync(lastGoodAnswersFile)) return;
  const standInHost = `http://${new URL(sourcesOrigin).hostname}:`;
  const kept = JSON.parse(fs.readFileSync(lastGoodAnswersFile, 'utf8')) as Record<string, unknown>;
  const owners = Object.entries(kept).filter(([name]) => !name.includes(standInHost));
  fs.writeFileSync(lastGoodAnswersFile, JSON.stringify(Object.fromEntries(owners), null, 2));
}

async function buildForTests() {
  const sources = createSourcesStandIn();
  const sourcesOrigin = await sources.listen();
  forgetEarlierStandIns(sourcesOrigin);
  const copied = contentNaming(sourcesOrigin);
  const webpack = spawn(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--output-path', e2eDist],
    {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...(copied && { CONTENT_FILE: copied.file }),
        SITE_URL: e2ePageUrl,
        ...(e2eContactByMail ? noEmailjs : standInEmailjs),
        GITHUB_API_ORIGIN: sourcesOrigin,
        GITHUB_TOKEN: e2eGithubToken,
      },
    },
  );
  // The build's output is shown as it comes, and must not hold the token.
  let output = '';
  webpack.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  webpack.stderr.on('data', (chunk: Buffer) => {
    output += chunk;
    process.stderr.write(chunk);
  });
  const code = await new Promise<number | null>((resolve) => webpack.on('close', resolve));
  await sources.close();
  copied?.remove();
  fs.mkdirSync(path.dirname(e2eSourcesServedFile), { recursive: true });
  fs.writeFileSync(e2eSourcesServedFile, sourcesOrigin);
  if (output.includes(e2eGithubToken)) {
    console.error('The build printed the GitHub token it was given (GITHUB_TOKEN).');
    process.exitCode = 1;
  } else process.exitCode = code ?? 1;
}

void buildForTests();
