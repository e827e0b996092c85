import { chromium, type Browser } from '@playwright/test';

/** The Chromium the browser suite, the bench and the screenshots drive: Debian's, or CHROME_PATH. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags that keep a run to the page under test: no background fetches, no first-run work. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** `extraArgs`: the browser suite's way to where its servers listen (site.ts, e2eBrowserArgs). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...extraArgs] });
}
