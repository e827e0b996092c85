import type { Browser, Page } from '@playwright/test';
import { hydratedAttribute } from '../app/hydration';
import type { PageWords } from '../i18n/words';

/**
 * Lighthouse's mobile profile, reproduced through the DevTools protocol: 150 ms round trip,
 * 1.6 Mbps down, 750 Kbps up, CPU slowed 4x, on a 412×823 phone screen.
 */
const phoneProfile = {
  viewport: { width: 412, height: 823 },
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  cpuSlowdown: 4,
};

/** Wide enough for the theme switch, which shows at 1024 px and more. */
const desktopViewport = { width: 1440, height: 900 };

/** A page in a fresh context, throttled like Lighthouse's mobile run, phone-sized by default. */
async function throttledPage(
  browser: Browser,
  screen: 'phone' | 'desktop' = 'phone',
): Promise<Page> {
  const phone = screen === 'phone';
  const context = await browser.newContext({
    viewport: phone ? phoneProfile.viewport : desktopViewport,
    isMobile: phone,
    hasTouch: phone,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', phoneProfile.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
  // Marks, in page time: when React has hydrated, and when the contact dialog first opens; and
  // how many of the visitor's taps (trusted clicks, not the early-input script's replays)
  // reached the page before it had hydrated.
  await page.addInitScript((hydrated) => {
    const marks: PageMarks = { tapsBeforeHydration: 0 };
    Object.assign(window, { tapTestMarks: marks });
    window.addEventListener(
      'click',
      (event) => {
        if (event.isTrusted && !document.documentElement.hasAttribute(hydrated)) {
          marks.tapsBeforeHydration += 1;
        }
      },
      true,
    );
    new MutationObserver(() => {
      if (!marks.hydrated && document.documentElement.hasAttribute(hydrated)) {
        marks.hydrated = performance.now();
      }
      if (!marks.dialogOpen && document.querySelector('dialog[open]')) {
        marks.dialogOpen = performance.now();
      }
    }).observe(document, { attributes: true, subtree: true, childList: true });
  }, hydratedAttribute);
  return page;
}

/** What the page records of itself during a run, in page time. */
interface PageMarks {
  hydrated?: number;
  dialogOpen?: number;
  tapsBeforeHydration: number;
}

/** Waits for the first contentful paint and returns its time, in page time. */
async function firstPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** The words the controls are named by, in the page's language. */
export type TapWords = Pick<PageWords, 'getInTouch' | 'darkTheme' | 'viewUnits'>;

/** Controls to tap, by accessible role and name, and how the page shows that a tap took effect. */
const tapTargets = (words: TapWords) =>
  ({
    'the contact button': {
      role: 'button',
      name: words.getInTouch,
      tookEffect: () => document.querySelector('dialog[open]') !== null,
    },
    'a filter tab': {
      role: 'tab',
      name: undefined, // the second tab, whatever the content's categories are
      tookEffect: () =>
        document.querySelectorAll('[role="tab"]')[1]?.getAttribute('aria-selected') === 'true',
    },
    'the theme switch': {
      role: 'switch',
      name: words.darkTheme,
      tookEffect: () => document.documentElement.classList.contains('dark'),
    },
    'a units button': {
      role: 'button',
      name: words.viewUnits,
      tookEffect: () =>
        document.querySelector('[aria-controls$="-units"]')?.getAttribute('aria-expanded') ===
        'true',
    },
  }) as const;
export type TapTarget = keyof ReturnType<typeof tapTargets>;

export interface TapRun {
  /** First paint → React hydrated (the page answers input from here on). */
  paintToInteractiveMs: number;
  /** First paint → the contact dialog open, when the contact button was tapped. */
  paintToDialogMs: number | null;
  /** The controls tapped, in order (those the page has). */
  tapped: TapTarget[];
  /**
   * How many of those taps reached the page before it had hydrated: only those test the
   * early-input script, since a later tap meets a page that answers it anyway.
   */
  tapsBeforeHydration: number;
  /** Controls tapped at first paint whose tap had no effect within 10 s of hydration. */
  lostTaps: TapTarget[];
}

/**
 * One throttled load of `url` that taps `targets`, in order, as soon as the page has painted
 * (scrolled into view and tapped at their centre, with no waiting for the page to be ready),
 * then reports when the page answered and which taps were lost.
 */
export async function tapAtFirstPaint(
  browser: Browser,
  url: string,
  targets: TapTarget[],
  {
    words,
    screen = 'phone',
    hydrateAfterTaps = false,
  }: {
    words: TapWords;
    screen?: 'phone' | 'desktop';
    /**
     * Holds the page's scripts back until every tap is made, so that each one meets the page
     * before it hydrates, however slowly the taps go in. For a test of the early-input script;
     * the timings are then not the page's own.
     */
    hydrateAfterTaps?: boolean;
  },
): Promise<TapRun> {
  const controls = tapTargets(words);
  const page = await throttledPage(browser, screen);
  let releaseScripts = () => {};
  if (hydrateAfterTaps) {
    const tapsMade = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\.js$/, async (route) => {
      await tapsMade;
      await route.fallback();
    });
  }
  try {
    void page.goto(url).catch(() => undefined);
    const paintedAt = await firstPaint(page);
    const tapped: TapTarget[] = [];
    for (const target of targets) {
      const { role, name } = controls[target];
      const control = page.getByRole(role, name ? { name } : {}).nth(name ? 0 : 1);
      if ((await control.count()) === 0) continue;
      await control.evaluate((element) =>
        element.scrollIntoView({ block: 'center', behavior: 'instant' }),
      );
      const box = (await control.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await (screen === 'phone' ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
      tapped.push(target);
    }
    releaseScripts();
    await page.waitForFunction(
      (hydrated) => document.documentElement.hasAttribute(hydrated),
      hydratedAttribute,
      { timeout: 30_000 },
    );
    const lostTaps: TapTarget[] = [];
    for (const target of tapped) {
      const tookEffect = await page
        .waitForFunction(controls[target].tookEffect, undefined, { timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      if (!tookEffect) lostTaps.push(target);
    }
    const marks = await page.evaluate(
      () => (window as unknown as { tapTestMarks: PageMarks }).tapTestMarks,
    );
    return {
      paintToInteractiveMs: Math.round((marks.hydrated ?? Number.NaN) - paintedAt),
      paintToDialogMs: marks.dialogOpen ? Math.round(marks.dialogOpen - paintedAt) : null,
      tapped,
      tapsBeforeHydration: marks.tapsBeforeHydration,
      lostTaps,
    };
  } finally {
    await page.context().close();
  }
}
