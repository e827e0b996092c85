import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { openDialog } from './contactPage';
import { expect, test, waitForHydration } from './fixtures';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violation in the ${colorScheme} theme, dialog closed and open`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Get in Touch' }).click();
    await expect(page.getByRole('dialog', { name: 'Get in Touch' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test.describe('keyboard alone', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
  });

  test('the skip link is the first Tab stop and leads to the main content', async ({ page }) => {
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the project filter follows the tabs pattern', async ({ page }) => {
    const all = page.getByRole('tab', { name: 'All' });
    await all.focus();
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    const personal = page.getByRole('tab', { name: 'Personal' });
    await expect(personal).toBeFocused();
    await expect(personal).toHaveAttribute('aria-selected', 'true');
    await expect(all).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'For Clients' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(all).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'For Clients' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(all).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      (await all.getAttribute('id')) ?? 'missing',
    );
  });

  test('View Units opens and closes with Enter and Space', async ({ page }) => {
    const button = page.getByRole('button', { name: 'View Units' }).first();
    const listId = await button.getAttribute('aria-controls');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${listId}`)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(`#${listId}`)).toBeHidden();
  });

  test('the theme switch toggles with Space (large screens)', async ({ page, isMobile }) => {
    test.skip(isMobile, 'The switch is shown on large screens only.');
    const themeSwitch = page.getByRole('switch', { name: 'Dark theme' });
    await themeSwitch.focus();
    const before = await themeSwitch.getAttribute('aria-checked');
    await page.keyboard.press('Space');
    await expect(themeSwitch).not.toHaveAttribute('aria-checked', before ?? '');
  });

  test('the dialog keeps focus inside, closes with Escape and gives focus back', async ({
    page,
  }) => {
    const opener = page.getByRole('button', { name: 'Get in Touch' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Get in Touch' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByLabel('Name')).toBeFocused();
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await dialog.getByLabel('Name').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test('the success banner is announced through a live region that exists before it', async ({
  page,
}) => {
  await page.goto('/');
  const status = (await openDialog(page)).getByRole('status');
  await expect(status).toBeAttached();
  await expect(status).toHaveText('');
});

test('nothing scrolls sideways at 320 px, and every control is at least 24 x 24 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const tooSmall = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, [role="tab"], [role="switch"]')]
      .filter((element) => element.offsetParent !== null && !element.matches('.skip-link'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} ${box.width}x${box.height}`),
  );
  expect(tooSmall).toEqual([]);
});
