import { launchChromium } from '../../src/chromium/launch';
import { tapAtFirstPaint, type TapTarget } from '../../src/chromium/tapAtFirstPaint';
import { educationWithUnits, filterTabs, words } from './support/content';
import { e2eBrowserArgs } from './support/site';
import { expect, test } from './support/fixtures';

/** Each control the early-input script must not drop, where the content has one. */
const targets: TapTarget[] = [
  ...(filterTabs.length > 1 ? (['a filter tab'] as const) : []),
  ...(educationWithUnits.length > 0 ? (['a units button'] as const) : []),
  'the contact button',
];

test('taps made at first paint, before the page has hydrated, all take effect once it has', async ({
  baseURL,
  isMobile,
}) => {
  test.setTimeout(90_000);
  // Its own browser (sent where the suite serves, as the suite's is): the throttled context is
  // made through the DevTools protocol. On a phone the page's controls; on a wide screen the
  // theme switch, which shows only there, then the rest.
  const browser = await launchChromium(e2eBrowserArgs);
  try {
    const run = await tapAtFirstPaint(
      browser,
      new URL('./', baseURL).href,
      isMobile ? targets : ['the theme switch', ...targets],
      { words, screen: isMobile ? 'phone' : 'desktop', hydrateAfterTaps: true },
    );
    expect(run.tapped).toEqual(isMobile ? targets : ['the theme switch', ...targets]);
    // Every tap met the page before it hydrated: the run tested the early-input script.
    expect(run.tapsBeforeHydration).toBe(run.tapped.length);
    expect(run.lostTaps).toEqual([]);
    expect(run.paintToDialogMs).not.toBeNull();
  } finally {
    await browser.close();
  }
});
