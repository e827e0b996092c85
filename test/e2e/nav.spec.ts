import { hydratedAttribute } from '../../src/app/hydration';
import { markId } from '../../src/content/profileNetworks';
import { profilePanelLinks, shownSections, words } from './support/content';
import { expect, test, waitForHydration } from './support/fixtures';

const sectionNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: words.sectionsNav });

/**
 * Waits out the smooth scroll: the page has not moved for 100 ms and two frames. The frames count:
 * the scroll moves only as frames are drawn, and on a loaded machine 100 ms can pass without one.
 */
async function scrollComesToRest(page: import('@playwright/test').Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const before = window.scrollY;
        await new Promise((resolve) => setTimeout(resolve, 100));
        await new Promise(requestAnimationFrame);
        await new Promise(requestAnimationFrame);
        return window.scrollY === before;
      }),
    )
    .toBe(true);
}

test('the section navigation links to every section shown, in order', async ({ page }) => {
  await page.goto('/');
  const links = sectionNav(page).getByRole('link');
  await expect(links).toHaveText(shownSections);
  for (const title of shownSections) {
    const href = await sectionNav(page).getByRole('link', { name: title }).getAttribute('href');
    await expect(page.locator(href!)).toHaveAccessibleName(title);
  }
});

test('on a desktop every section link is whole in view, from 1024 to 2560 px wide', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the desktop layout');
  await page.goto('/');
  const links = sectionNav(page).getByRole('link');
  await expect(links).toHaveText(shownSections);
  for (const width of [1024, 1152, 1280, 1440, 1680, 1920, 2560]) {
    await page.setViewportSize({ width, height: 900 });
    // Clipped: any part of a link outside the box of an ancestor that cuts off what overflows it
    // (a list scrolling sideways), or outside the window.
    const clipped = await links.evaluateAll((elements) =>
      elements.flatMap((element) => {
        const box = element.getBoundingClientRect();
        const outside = (edges: { left: number; right: number; top: number; bottom: number }) =>
          box.left < edges.left - 0.5 ||
          box.right > edges.right + 0.5 ||
          box.top < edges.top - 0.5 ||
          box.bottom > edges.bottom + 0.5;
        const cutOff = (parent: Element) => {
          const { overflowX, overflowY } = getComputedStyle(parent);
          return (
            (overflowX !== 'visible' || overflowY !== 'visible') &&
            outside(parent.getBoundingClientRect())
          );
        };
        let parent = element.parentElement;
        while (parent && !cutOff(parent)) parent = parent.parentElement;
        return parent || outside({ left: 0, top: 0, right: innerWidth, bottom: innerHeight })
          ? [element.textContent]
          : [];
      }),
    );
    expect(clipped, `clipped at ${width} px`).toEqual([]);
  }
});

test('a section link scrolls its section into view below the bar and marks it current', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  for (const title of [...shownSections].reverse()) {
    await sectionNav(page).getByRole('link', { name: title }).click();
    const heading = page.getByRole('heading', { level: 2, name: title });
    await expect(heading).toBeInViewport();
    await scrollComesToRest(page);
    const bar = (await sectionNav(page).boundingBox())!;
    expect(bar.y).toBeLessThanOrEqual(0.5);
    const gapBelowBar = (await heading.boundingBox())!.y - (bar.y + bar.height);
    expect(gapBelowBar).toBeGreaterThanOrEqual(-0.5);
    expect(gapBelowBar).toBeLessThanOrEqual(80);
    await expect(sectionNav(page).getByRole('link', { name: title })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(sectionNav(page).locator('[aria-current]')).toHaveCount(1);
  }
});

test('a section link followed as soon as the page has hydrated brings its section below the bar', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the bar wraps on a wide screen only; on a phone it is one row high');
  // At 1024 px the bar wraps into rows: its height is the measured one, not the stylesheet's.
  await page.setViewportSize({ width: 1024, height: 900 });
  // Where a link would stop each section, read the moment the page says it has hydrated (before
  // any later frame), against the bar's height then.
  await page.addInitScript(
    ({ attribute, navName }) => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.hasAttribute(attribute)) return;
        observer.disconnect();
        const nav = document.querySelector(`nav[aria-label="${navName}"]`)!;
        const targets = [...nav.querySelectorAll('a')].map((link) =>
          document.querySelector(link.getAttribute('href')!)!,
        );
        Object.assign(window, {
          atHydration: {
            bar: nav.getBoundingClientRect().height,
            margins: targets.map((target) => parseFloat(getComputedStyle(target).scrollMarginTop)),
          },
        });
      }).observe(document, { subtree: true, attributeFilter: [attribute] });
    },
    { attribute: hydratedAttribute, navName: words.sectionsNav },
  );
  await page.goto('/');
  await waitForHydration(page);
  const { bar, margins } = await page.evaluate(
    () => (window as unknown as { atHydration: { bar: number; margins: number[] } }).atHydration,
  );
  expect(margins).toHaveLength(shownSections.length);
  for (const margin of margins) expect(margin).toBeGreaterThanOrEqual(bar);
});

test('the current section follows the visitor scrolling by hand', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  for (const title of shownSections) {
    await page
      .getByRole('region', { name: title })
      .evaluate((section) => section.scrollIntoView({ behavior: 'instant' }));
    await expect(sectionNav(page).locator('[aria-current="true"]')).toHaveText(title);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const [first] = shownSections;
  const firstTop = (await page.getByRole('region', { name: first }).boundingBox())!.y;
  const bar = (await sectionNav(page).boundingBox())!;
  // At the top nothing is current until the first section is where its link would bring it:
  // under the bar, once the bar sticks to the top of the window.
  await expect(sectionNav(page).locator('[aria-current="true"]')).toHaveCount(
    firstTop <= bar.height + 2 ? 1 : 0,
  );
});

test('on a phone the bar stays at the top of the screen and keeps the current link in it', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone layout');
  await page.goto('/');
  await waitForHydration(page);
  const last = shownSections.at(-1)!;
  await page
    .getByRole('region', { name: last })
    .evaluate((section) => section.scrollIntoView({ behavior: 'instant' }));
  const nav = sectionNav(page);
  await expect(nav).toBeInViewport();
  expect((await nav.boundingBox())!.y).toBeLessThanOrEqual(0.5);
  const current = nav.getByRole('link', { name: last });
  await expect(current).toHaveAttribute('aria-current', 'true');
  await expect(current).toBeInViewport({ ratio: 1 });
  await nav.getByRole('link', { name: shownSections[0] }).tap();
  await expect(page.getByRole('heading', { level: 2, name: shownSections[0] })).toBeInViewport();
});
test('the profile links show their network’s own mark, not the project links’ icons', async ({
  page,
}) => {
  await page.goto('/');
  const profiles = page.getByRole('banner').getByRole('list', { name: words.profilesLabel });
  for (const { label, mark } of profilePanelLinks) {
    const link = profiles.getByRole('link', { name: label, exact: true });
    if (!mark) continue;
    const use = link.locator('svg use');
    await expect(use).toHaveAttribute('href', `#${markId(mark)}`);
    const drawn = page.locator(`symbol#${markId(mark)} path`);
    await expect(drawn).toHaveCount(1);
    expect((await drawn.getAttribute('d'))!.length).toBeGreaterThan(50);
  }
  await expect(
    page.getByRole('region', { name: words.projectsTitle }).locator('svg use'),
  ).toHaveCount(0);
});
