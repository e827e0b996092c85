import { fillIn } from '../../src/i18n/words';
import {
  content,
  educationWithUnits,
  filterTabs,
  lastSection,
  profilePanelLinks,
  shownSections,
  words,
} from './support/content';
import { expect, expectEverySection, test, waitForHydration } from './support/fixtures';
import { sameOnEveryScreen } from './support/screens';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('shows the sections in order with their entry counts', async ({ page }) => {
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(shownSections);
  await expectEverySection(page);
});

test('filters the projects by category and back to all', async ({ page }) => {
  test.skip(content.projects.length === 0, 'the content has no projects');
  const cards = page.getByRole('tabpanel').getByRole('heading', { level: 3 });
  await expect(page.getByRole('tab')).toHaveText(filterTabs.map(({ label }) => label));
  for (const { label, count } of [...filterTabs.slice(1), filterTabs[0]!]) {
    await page.getByRole('tab', { name: label }).click();
    await expect(cards).toHaveCount(count);
  }
});

test('opens each units list on its own, closed by default', async ({ page }) => {
  test.skip(educationWithUnits.length === 0, 'no education entry lists units');
  const lists = educationWithUnits.map((entry) => page.locator(`#${entry.unitsListId}`));
  const buttons = page.getByRole('button', { name: words.viewUnits });
  for (const list of lists) await expect(list).toBeHidden();
  await buttons.first().click();
  await expect(buttons.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(lists[0]!).toBeVisible();
  for (const list of lists.slice(1)) await expect(list).toBeHidden();
});

test('serves the resume as a PDF', { tag: sameOnEveryScreen }, async ({ page, request }) => {
  const href = await page.getByRole('link', { name: words.resume }).getAttribute('href');
  const response = await request.get(new URL(href ?? '', page.url()).href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test(
  'downloads the resume under the owner’s name and the page’s word for it',
  { tag: sameOnEveryScreen },
  async ({ page }) => {
    const asFileName = (text: string) => text.trim().split(/\s+/).join('-');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: words.resume }).click();
    expect((await download).suggestedFilename()).toBe(
      `${asFileName(content.profile.name)}-${asFileName(words.resume)}.pdf`,
    );
  },
);

test('loads every image, each with its size set, lazily below the fold', async ({ page }) => {
  const photo = page.getByRole('img', { name: content.profile.photoAlt });
  await expect(photo).not.toHaveAttribute('loading', 'lazy');
  await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('loading', 'lazy');
  for (const image of await page.locator('img').all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
      )
      .toBeGreaterThan(0);
  }
});

test('reveals sections below the fold once as they scroll into view', async ({ page }) => {
  const last = page.getByRole('region', { name: lastSection });
  await expect(last).toHaveAttribute('data-reveal', 'pending');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-reveal', 'shown');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(last).toHaveAttribute('data-reveal', 'shown');
  await expect(page.getByRole('region', { name: words.aboutTitle })).not.toHaveAttribute(
    'data-reveal',
  );
});

test('reveals a section as soon as a quarter of the window shows it, however tall it is', async ({
  page,
}) => {
  const last = page.getByRole('region', { name: lastSection });
  await expect(last).toHaveAttribute('data-reveal', 'pending');
  // Slowly, as a visitor does, from its top at the window's bottom edge to a quarter up.
  await last.evaluate(async (section) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    window.scrollBy({
      top: section.getBoundingClientRect().top - window.innerHeight,
      behavior: 'instant',
    });
    for (let shown = 0; shown < window.innerHeight / 4; shown += 10) {
      window.scrollBy({ top: 10, behavior: 'instant' });
      await frame();
      await frame();
    }
  });
  await expect(last).toHaveAttribute('data-reveal', 'shown');
});

test('a section shows at once when keyboard focus moves into it', async ({ page }) => {
  await waitForHydration(page);
  // The last section with a control in it, still waiting below the fold for its slide-in.
  const withControls = [];
  for (const name of shownSections) {
    const section = page.getByRole('region', { name });
    if ((await section.locator('a[href], button').count()) > 0) withControls.push(section);
  }
  const target = withControls.at(-1);
  test.skip(
    !target || (await target.getAttribute('data-reveal')) !== 'pending',
    'no section with a control below the fold',
  );
  const focusInTarget = () =>
    target!.evaluate((section) => section.contains(document.activeElement));
  for (let presses = 0; presses < 200 && !(await focusInTarget()); presses += 1) {
    await page.keyboard.press('Tab');
  }
  expect(await focusInTarget()).toBe(true);
  // At once, not when a scroll has brought enough of it into view.
  expect(await target!.getAttribute('data-reveal')).toBe('shown');
});

test(
  'serves the scripts precompressed, hashed and cached for a year',
  { tag: sameOnEveryScreen },
  async ({ page, request }) => {
    const loadedScripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.endsWith('.js')),
      );
    // The page's bundle and the contact chunk.
    await expect.poll(async () => (await loadedScripts()).length).toBeGreaterThanOrEqual(2);
    const scripts = await loadedScripts();
    for (const url of scripts) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.headers()['content-encoding']).toBe('br');
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  },
);

test(
  'the profile and footer links are named and open safely',
  { tag: sameOnEveryScreen },
  async ({ page }) => {
    const profiles = page
      .getByRole('banner')
      .getByRole('list', { name: words.profilesLabel })
      .getByRole('link');
    await expect(profiles).toHaveCount(profilePanelLinks.length);
    const footer = page.getByRole('contentinfo');
    const emailLink = footer.getByRole('link', {
      name: fillIn(words.emailOwner, { email: content.profile.email }),
    });
    await expect(emailLink).toHaveAttribute('href', `mailto:${content.profile.email}`);
    for (const link of [...(await profiles.all()), ...(await footer.getByRole('link').all())]) {
      await expect(link).toHaveAccessibleName(/\S/);
      if ((await link.getAttribute('target')) === '_blank') {
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
    }
  },
);
