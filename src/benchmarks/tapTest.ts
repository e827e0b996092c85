import { chromium, type Browser, type Page } from '@playwright/test';

/**
 * Lighthouse's mobile profile, reproduced through the DevTools protocol: 150 ms round trip,
 * 1.6 Mbps down, 750 Kbps up, CPU slowed 4x, on a 412×823 phone screen.
 */
export const phoneProfile = {
  viewport: { width: 412, height: 823 },
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  cpuSlowdown: 4,
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
}

/** A page in a fresh phone-sized context, throttled like Lighthouse's mobile run. */
export async function throttledPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: phoneProfile.viewport,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', phoneProfile.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
  // Marks, in page time: when React has hydrated, and when the contact dialog first opens.
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    Object.assign(window, { tapTestMarks: marks });
    new MutationObserver(() => {
      if (!marks.hydrated && document.documentElement.hasAttribute('data-hydrated')) {
        marks.hydrated = performance.now();
      }
      if (!marks.dialogOpen && document.querySelector('dialog[open]')) {
        marks.dialogOpen = performance.now();
      }
    }).observe(document, { attributes: true, subtree: true, childList: true });
  });
  return page;
}

/** Waits for the first contentful paint and returns its time, in page time. */
export async function firstPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

export interface TapRun {
  /** First paint → React hydrated (the page answers input from here on). */
  paintToInteractiveMs: number;
  /** First paint → the contact dialog open, for a tap on 'Get in Touch' at first paint. */
  paintToDialogMs: number | null;
  /** Controls tapped at first paint whose tap had no effect by 10 s after hydration. */
  lostTaps: string[];
}

/**
 * One throttled load of `url`: taps 'Get in Touch', the second filter tab and the first 'View
 * Units' as soon as the page has painted, and reports when the page answered and what was lost.
 */
export async function tapAtFirstPaint(browser: Browser, url: string): Promise<TapRun> {
  const page = await throttledPhonePage(browser);
  try {
    void page.goto(url).catch(() => undefined);
    const paintedAt = await firstPaint(page);
    const tab = page.getByRole('tab').nth(1);
    const units = page.getByRole('button', { name: 'View Units' }).first();
    const taps = [
      { name: 'Get in Touch', target: page.getByRole('button', { name: 'Get in Touch' }) },
      { name: 'a filter tab', target: tab },
      { name: 'View Units', target: units },
    ];
    const tapped = [];
    for (const { name, target } of taps) {
      if ((await target.count()) === 0) continue;
      await target.tap({ timeout: 5_000 });
      tapped.push(name);
    }
    await page.waitForFunction(
      () => document.documentElement.hasAttribute('data-hydrated'),
      undefined,
      { timeout: 30_000 },
    );
    /** What each tap does once it takes effect, checked in the page. */
    const effects: Record<string, () => boolean> = {
      'Get in Touch': () => document.querySelector('dialog[open]') !== null,
      'a filter tab': () =>
        document.querySelectorAll('[role="tab"]')[1]?.getAttribute('aria-selected') === 'true',
      'View Units': () =>
        document.querySelector('[aria-controls$="-units"]')?.getAttribute('aria-expanded') ===
        'true',
    };
    const lostTaps: string[] = [];
    for (const name of tapped) {
      const tookEffect = await page
        .waitForFunction(effects[name]!, undefined, { timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      if (!tookEffect) lostTaps.push(name);
    }
    const marks = await page.evaluate(
      () => (window as unknown as { tapTestMarks: Record<string, number> }).tapTestMarks,
    );
    return {
      paintToInteractiveMs: Math.round((marks.hydrated ?? Number.NaN) - paintedAt),
      paintToDialogMs: marks.dialogOpen ? Math.round(marks.dialogOpen - paintedAt) : null,
      lostTaps,
    };
  } finally {
    await page.context().close();
  }
}
