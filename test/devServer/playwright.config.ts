import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../src/chromium/launch';

/** `npm run test:e2e:refresh`: `npm start` in a browser; the spec starts it itself, on a copy. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
