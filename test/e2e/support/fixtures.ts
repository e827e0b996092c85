import { expect, test as base, type Page } from '@playwright/test';
import { hydratedAttribute } from '../../../src/app/hydration';
import { content, entryCounts } from './content';
import { e2eOrigin, servedAddress } from './site';

/** What the page logged as errors or warnings, and the fragments this test expects in them. */
interface BrowserConsole {
  problems: string[];
  /** Declares lines containing any of these fragments as expected by this test. */
  allow: (...fragments: string[]) => void;
}

/** The request methods that take an address first. */
const requestMethods = new Set(['delete', 'fetch', 'get', 'head', 'patch', 'post', 'put']);

/**
 * Every test fails on a console error or warning, except the ones it declares with `allow`; and
 * its requests from here (`request`) reach the build where it is served.
 */
export const test = base.extend<{ browserConsole: BrowserConsole }>({
  request: async ({ playwright }, provide) => {
    const context = await playwright.request.newContext({
      baseURL: servedAddress(`${e2eOrigin}/`),
    });
    await provide(
      new Proxy(context, {
        get: (target, name) => {
          const value = Reflect.get(target, name) as unknown;
          if (typeof value !== 'function') return value;
          return typeof name === 'string' && requestMethods.has(name)
            ? (address: unknown, ...rest: unknown[]) =>
                value.call(
                  target,
                  typeof address === 'string' ? servedAddress(address) : address,
                  ...rest,
                )
            : value.bind(target);
        },
      }),
    );
    await context.dispose();
  },
  browserConsole: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use({ problems, allow: (...fragments) => allowed.push(...fragments) });
      const unexpected = problems.filter(
        (line) => !allowed.some((fragment) => line.includes(fragment)),
      );
      expect(unexpected, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * How long a page may take to hydrate here. No race: the page hydrates once its script has run,
 * in a transition that yields to the browser (src/index.tsx), so the time is the processor's. On
 * CI's two cores, shared by the suite's two workers and the machine's other work, a hydration of
 * well under a second took over 5 s (expect's default) at a load average of 14, seven processes a
 * core: 20 s is four times that.
 */
const hydrationTimeout = 20_000;

/** Waits until React has hydrated the prerendered page (the app marks <html> then). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(hydratedAttribute, '', {
    timeout: hydrationTimeout,
  });
}

/** The h1 and every section with its number of entries, as the content defines them. */
export async function expectEverySection(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.profile.name);
  for (const { title, headings, quotes } of entryCounts) {
    const section = page.getByRole('region', { name: title });
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(headings);
    await expect(section.getByRole('figure')).toHaveCount(quotes);
  }
}
