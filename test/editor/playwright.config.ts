import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../src/chromium/launch';

/** `npm run test:e2e:edit`: the editor (npm run edit) in a browser; the spec starts it itself. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    channel: undefined,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
