import type { APIRequestContext, Page } from '@playwright/test';
import { eventNames } from '../../src/lib/analytics/countVisits';
import { isOnThisMachine } from '../../src/lib/analytics/providers';
import {
  analyticsControlPath,
  type HitAnswer,
  type ReceivedHit,
} from '../../src/servers/analyticsStandIn';
import { openAndFill, visitorForThisTest } from './support/contactPage';
import { contactWords, profilePanelLinks, words } from './support/content';
import { expect, test, waitForHydration } from './support/fixtures';
import { e2ePageUrl } from './support/site';
import { sameOnEveryScreen } from './support/screens';

// Runs where the owner's content counts visits: the suite's own owners name a stand-in each.
// As the build gave it to the page's scripts (support/ownerContentGlobals.ts sets the globals).
const settings = ANALYTICS_SETTINGS;
test.skip(
  !settings || !isOnThisMachine(settings.origin),
  'the content counts no visits, or counts them elsewhere than a stand-in on this machine',
);
const { provider, site, origin } = settings ?? { provider: '', site: '', origin: '' };

/**
 * A visit of this test's own: the page is opened from a referrer no other test uses, which every
 * hit carries, so parallel tests never read each other's hits. The stand-in is asked through the
 * test's `request`, which reaches it where it is served.
 */
async function visit(page: Page, request: APIRequestContext, answer?: HitAnswer) {
  const referrer = `https://from-${test.info().testId.toLowerCase()}.example/`;
  if (answer)
    await request.post(`${origin}${analyticsControlPath}`, { data: { referrer, answer } });
  // The owner's profiles open in a new tab: answered here, never asked of the network.
  await page.context().route(/^https:\/\//, (route) => route.fulfill({ body: '' }));
  await page.goto('/', { referer: referrer });
  await waitForHydration(page);
  const hits = async () =>
    (await (
      await request.get(`${origin}${analyticsControlPath}`, { params: { referrer } })
    ).json()) as ReceivedHit[];
  return { hits, referrer };
}

const pageviews = (hits: ReceivedHit[]) => hits.filter((hit) => hit.name === 'pageview');
const names = (hits: ReceivedHit[]) => hits.map(({ name }) => name);

/** Sends a message as this test's visitor, and waits until the page says it was sent. */
async function sendMessage(page: Page) {
  const dialog = await openAndFill(page, visitorForThisTest());
  await dialog.getByRole('button', { name: contactWords.send }).click();
  await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
}

test(
  `one pageview per load, with the site and the page's path, sent to ${provider || 'the provider'}`,
  { tag: sameOnEveryScreen },
  async ({ page, request }) => {
    const { hits, referrer } = await visit(page, request);
    await expect.poll(async () => pageviews(await hits())).toHaveLength(1);
    const [pageview] = pageviews(await hits());
    expect(pageview).toMatchObject({ provider, site, referrer, cookie: false });
    expect(new URL(pageview!.page, e2ePageUrl).pathname).toBe(new URL(e2ePageUrl).pathname);

    // Moving between sections and opening the dialog count nothing.
    await page.getByRole('link', { name: words.skipToContent }).focus();
    await page.keyboard.press('Enter');
    const dialog = await openAndFill(page, visitorForThisTest());
    await dialog.getByRole('button', { name: contactWords.cancel }).click();
    await page.goto('/', { referer: referrer });
    await expect.poll(async () => pageviews(await hits())).toHaveLength(2);
    expect(await hits()).toHaveLength(2);
  },
);

test(
  'the résumé download, a profile link and a sent message are events; nothing is stored',
  { tag: sameOnEveryScreen },
  async ({ page, context, request }) => {
    const { hits } = await visit(page, request);
    // Counting starts once its chunk has run, after hydration (src/index.tsx): the pageview says so.
    await expect.poll(async () => pageviews(await hits())).toHaveLength(1);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: words.resume }).click();
    await download;
    const [profile] = profilePanelLinks;
    expect(settings!.networks[profile!.href]).toBeTruthy();
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: profile!.label }).first().click();
    await (await popup).close();
    await expect
      .poll(async () => (await hits()).map(({ name, network }) => ({ name, network })))
      .toEqual([
        { name: 'pageview' },
        { name: eventNames.resumeDownload },
        { name: eventNames.profileLink, network: settings!.networks[profile!.href] },
      ]);
    // The stand-in answers with a cookie: the page keeps none, and stores nothing of its own.
    expect(await context.cookies()).toEqual([]);
    expect(
      await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]),
    ).toEqual([]);

    await sendMessage(page);
    await expect.poll(async () => names(await hits())).toContain(eventNames.contactSent);
    expect((await hits()).every((hit) => !hit.cookie)).toBe(true);
  },
);

/**
 * Resolves once the page's counting has had its chance to send: its chunk has run (webpack removes
 * a chunk's script element once it has), and the browser has been idle after it, which is when a
 * pageview goes. Idle callbacks run in the order they were asked for.
 */
async function countingHadItsChance(page: Page) {
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some(({ name }) => /\/analytics\.[^/]*\.js$/.test(name)) &&
      !document.querySelector('script[src*="/analytics."]'),
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

for (const [signal, value] of [
  ['globalPrivacyControl', true],
  ['doNotTrack', '1'],
] as const)
  test(
    `a visitor who asks not to be counted (${signal}) sends nothing`,
    { tag: sameOnEveryScreen },
    async ({ page, request }) => {
      await page.addInitScript(
        ([name, answer, countedAt]) => {
          Object.defineProperty(Navigator.prototype, name, { get: () => answer });
          // Every request the page's own code starts for the provider, the moment it starts it.
          const started: string[] = [];
          Object.assign(window, { analyticsRequests: started });
          const { fetch } = window;
          window.fetch = (input, init) => {
            const url = input instanceof Request ? input.url : String(input);
            if (url.startsWith(countedAt)) started.push(url);
            return fetch(input, init);
          };
        },
        [signal, value, origin] as const,
      );
      const { hits } = await visit(page, request);
      await countingHadItsChance(page);
      await page.getByRole('link', { name: words.resume }).click();
      expect(
        await page.evaluate(
          () => (window as unknown as { analyticsRequests: string[] }).analyticsRequests,
        ),
      ).toEqual([]);
      expect(await hits()).toEqual([]);
    },
  );

for (const answer of ['fail', 'hang'] as const)
  test(
    `a provider that ${answer === 'fail' ? 'answers 500' : 'never answers'} changes nothing on the page`,
    { tag: sameOnEveryScreen },
    async ({ page, request, browserConsole }) => {
      // Chromium itself reports every request answered with an error status, whatever sent it:
      // that line is allowed, and the page's code must add none of its own.
      browserConsole.allow('Failed to load resource: the server responded with a status of 500');
      const { hits } = await visit(page, request, answer);
      await expect.poll(async () => pageviews(await hits())).toHaveLength(1);
      await sendMessage(page);
      await expect.poll(async () => names(await hits())).toContain(eventNames.contactSent);
    },
  );
