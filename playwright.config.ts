import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './src/chromium/launch';
import { e2eBasePath, e2eDist, e2eOrigin, e2ePageUrl, e2ePort } from './test/e2e/support/site';

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
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `${e2eOrigin}/`,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
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
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    // The suite's own build (npm run build:e2e), for a subpath: the harder case for URLs.
    // The sample's build, or the one test:e2e:rtl makes from the right-to-left fixture.
    command: `npm run preview -- ${e2eDist}`,
    env: { PORT: String(e2ePort), BASE_PATH: e2eBasePath },
    url: e2ePageUrl,
    reuseExistingServer: !process.env.CI,
  },
});
