/**
 * `npm run build:e2e`: the production build for the browser suite, for the address site.ts names,
 * with EmailJS settings that send to the local stand-in (none for test:e2e:mailto), and GitHub and
 * the feeds answered by the sources stand-in (with a token, which must end up in no built file).
 */
import { spawn } from 'node:child_process';
import { createSourcesStandIn } from '../../../src/servers/sourcesStandIn';
import {
  e2eContactByMail,
  e2eDist,
  e2eGithubToken,
  e2eOrigin,
  e2ePageUrl,
  e2eSourcesOrigin,
} from './site';

const standInEmailjs = {
  EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  EMAILJS_SERVICE_ID: 'e2e-service',
  EMAILJS_TEMPLATE_ID: 'e2e-template',
  EMAILJS_ORIGIN: e2eOrigin,
};
/** None of the settings, even if the environment or .env has them. */
const noEmailjs = Object.fromEntries(Object.keys(standInEmailjs).map((name) => [name, '']));

async function buildForTests() {
  const sources = createSourcesStandIn();
  await sources.listen(Number(new URL(e2eSourcesOrigin).port));
  const webpack = spawn(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--output-path', e2eDist],
    {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: {
        ...process.env,
        SITE_URL: e2ePageUrl,
        ...(e2eContactByMail ? noEmailjs : standInEmailjs),
        GITHUB_API_ORIGIN: e2eSourcesOrigin,
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
  if (output.includes(e2eGithubToken)) {
    console.error('The build printed the GitHub token it was given (GITHUB_TOKEN).');
    process.exitCode = 1;
  } else process.exitCode = code ?? 1;
}

void buildForTests();
