import { lastSection, words } from './support/content';
import { expect, test, waitForHydration } from './support/fixtures';

const htmlHasDark = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

test('follows the system dark setting when nothing is saved', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect.poll(() => htmlHasDark(page)).toBe(true);
});

test('follows the system changing while the page is open, until the visitor chooses', async ({
  page,
  isMobile,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForHydration(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => htmlHasDark(page)).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => htmlHasDark(page)).toBe(false);

  if (isMobile) return; // the switch is shown on large screens only
  await page.getByRole('switch', { name: words.darkTheme }).click();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await htmlHasDark(page)).toBe(true);
});

test('a choice made in another open tab shows at once', async ({ page, isMobile }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForHydration(page);
  const otherTab = await page.context().newPage();
  await otherTab.goto('/');
  await waitForHydration(otherTab);
  const otherSwitch = otherTab.getByRole('switch', { name: words.darkTheme });
  await (isMobile
    ? otherTab.evaluate(() => localStorage.setItem('theme', 'dark'))
    : otherSwitch.click());
  await expect.poll(() => htmlHasDark(page)).toBe(true);
  if (!isMobile) {
    await expect(page.getByRole('switch', { name: words.darkTheme })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  }
});

test('a saved value wins over the system setting, a bogus one is ignored', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/');
  await expect.poll(() => htmlHasDark(page)).toBe(false);

  await page.addInitScript(() => localStorage.setItem('theme', 'sepia'));
  await page.reload();
  await expect.poll(() => htmlHasDark(page)).toBe(true);
});

test('the switch saves the theme and it survives a reload (large screens)', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'The switch is shown on large screens only.');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const themeSwitch = page.getByRole('switch', { name: words.darkTheme });
  await expect(themeSwitch).toHaveAttribute('aria-checked', 'false');
  await themeSwitch.click();
  await expect(themeSwitch).toHaveAttribute('aria-checked', 'true');
  expect(await htmlHasDark(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect.poll(() => htmlHasDark(page)).toBe(true);
  await expect(page.getByRole('switch', { name: words.darkTheme })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('the switch is hidden on phones', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'Phone layout only.');
  await page.goto('/');
  await expect(page.getByRole('switch', { name: words.darkTheme })).toBeHidden();
});

test('keeps the profile panel in view while scrolling on wide screens', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'The panel is fixed on wide screens only.');
  await page.goto('/');
  await page.getByRole('region', { name: lastSection }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: words.getInTouch })).toBeInViewport();
});
