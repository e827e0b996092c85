import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './src/benchmarks/chromium';

// The sample's build, or the one test:e2e:rtl makes from the right-to-left fixture.
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'e2e-dist';

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${port}/`,
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
    env: { PORT: String(port), BASE_PATH: '/portfolio/' },
    url: `http://localhost:${port}/portfolio/`,
    reuseExistingServer: !process.env.CI,
  },
});
