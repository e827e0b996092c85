import { lastSection, words } from './support/content';
import { expect, expectEverySection, test, waitForHydration } from './support/fixtures';

test('the page reads fully with JavaScript off', async ({ browser, isMobile, viewport }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, isMobile, viewport });
  const page = await context.newPage();
  await page.goto('/');
  await expectEverySection(page);
  const last = page.getByRole('region', { name: lastSection });
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('heading').last()).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await context.close();
});

test('a saved dark theme paints dark before any script of the bundle runs', async ({
  page,
  isMobile,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // The bundle arrives empty: whatever shows is the HTML, the CSS and the inline <head> script.
  await page.route('**/assets/*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/(^| )dark( |$)/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [red, green, blue] = (background.match(/\d+/g) ?? []).map(Number);
  expect((red ?? 255) + (green ?? 255) + (blue ?? 255)).toBeLessThan(3 * 80);
  // On wide screens the switch is there already, showing what the <head> script chose.
  const themeSwitch = page.getByRole('switch', { name: words.darkTheme });
  await expect(themeSwitch).toBeVisible({ visible: !isMobile });
  if (!isMobile) await expect(themeSwitch).toBeChecked();
});

test('hydration keeps the prerendered elements', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
          document.querySelector('h1');
      }
    });
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: words.getInTouch })).toBeVisible();
  await waitForHydration(page);
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading ===
        document.querySelector('h1'),
    ),
  ).toBe(true);
});

test('with reduced motion, no section waits to slide or fade in', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('[data-reveal]')).toHaveCount(0);
  const last = page.getByRole('region', { name: lastSection });
  await last.scrollIntoViewIfNeeded();
  expect(await last.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
});
