/**
 * `npm run build:e2e`: the production build for the browser suite, for the address site.ts names,
 * with EmailJS settings that send to the local stand-in, and GitHub and the feeds answered by
 * the sources stand-in (with a token, which must end up in no built file).
 */
import { spawn } from 'node:child_process';
import { createSourcesStandIn } from '../../../src/servers/sourcesStandIn';
import { e2eDist, e2eGithubToken, e2eOrigin, e2ePageUrl, e2eSourcesOrigin } from './site';

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
        EMAILJS_PUBLIC_KEY: 'e2e-public-key',
        EMAILJS_SERVICE_ID: 'e2e-service',
        EMAILJS_TEMPLATE_ID: 'e2e-template',
        EMAILJS_ORIGIN: e2eOrigin,
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
