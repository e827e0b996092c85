import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './src/chromium/launch';
import { e2eOrigin, e2ePort } from './test/e2e/support/site';

// The sample's build, or the one test:e2e:rtl makes from the right-to-left fixture.
const dist = process.env.E2E_DIST ?? 'e2e-dist';

export default defineConfig({
  testDir: 'test/e2e',
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
    command: `npm run preview -- ${dist}`,
    env: { PORT: String(e2ePort), BASE_PATH: '/portfolio/' },
    url: `${e2eOrigin}/portfolio/`,
    reuseExistingServer: !process.env.CI,
  },
});
