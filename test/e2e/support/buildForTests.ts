/**
 * `npm run build:e2e`: the production build for the browser suite, for the address site.ts names,
 * with EmailJS settings that send to the local stand-in.
 */
import { execFileSync } from 'node:child_process';
import { e2eDist, e2eOrigin, e2ePageUrl } from './site';

execFileSync(
  process.execPath,
  [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--output-path', e2eDist],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      SITE_URL: e2ePageUrl,
      EMAILJS_PUBLIC_KEY: 'e2e-public-key',
      EMAILJS_SERVICE_ID: 'e2e-service',
      EMAILJS_TEMPLATE_ID: 'e2e-template',
      EMAILJS_ORIGIN: e2eOrigin,
    },
  },
);
