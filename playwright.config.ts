import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './src/chromium/launch';
import path from 'node:path';
import { sameOnEveryScreen } from './test/e2e/support/screens';
import { e2eBrowserArgs, e2eDist, e2eOrigin } from './test/e2e/support/site';

/**
 * The page's machinery, the same whoever owns it: the second owners' runs (test:e2e:rtl and
 * test:e2e:sources set E2E_CONTENT_SPECS_ONLY) leave these to the sample's run.
 */
const sameForEveryOwner = ['contact.model', 'contact.bots', 'looks', 'errorBoundary', 'earlyInput'];

export default defineConfig({
  testDir: 'test/e2e',
  testIgnore: process.env.E2E_CONTENT_SPECS_ONLY
    ? sameForEveryOwner.map((spec) => `**/${spec}.spec.ts`)
    : undefined,
  // Each build's run its own (test-results/e2e-rtl-dist/…): a run empties its folder as it starts,
  // which would take another run's traces and downloads from under it.
  outputDir: path.join('test-results', path.basename(e2eDist)),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `${e2eOrigin}/`,
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, ...e2eBrowserArgs],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        channel: undefined,
      },
    },
    {
      name: 'phone',
      // Only what the viewport can change: the rest is the desktop's (test/e2e/support/screens.ts).
      grepInvert: new RegExp(sameOnEveryScreen),
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  // The suite's own build (npm run build:e2e: the sample's, or the one a test:e2e:* script makes
  // from its fixture), served on a port of the system's for this run alone.
  globalSetup: './test/e2e/support/serveBuild.ts',
});
