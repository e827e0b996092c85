import { lookOf, themeProperties } from '../../src/buildtime/look/look';
import { axeViolations } from './support/axe';
import { words } from './support/content';
import { expect, test, waitForHydration } from './support/fixtures';

/** Accents that no theme shows as given: too light, too dark, too blue, beyond the screen. */
const accents = ['#ffff00', '#0000ff', '#fafafa', '#0a0a0a', 'oklch(0.7 0.35 330)'];

for (const accent of accents)
  for (const colorScheme of ['light', 'dark'] as const)
    test(`axe finds no contrast or other violation with the accent ${accent}, ${colorScheme} theme`, async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, 'colours are the same at every width');
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto('/');
      await waitForHydration(page);
      // The custom properties the build would write for this accent, set on the page's root.
      const properties = themeProperties(lookOf({ accent }).palette, colorScheme);
      await page.evaluate((colors) => {
        for (const [name, value] of Object.entries(colors))
          document.documentElement.style.setProperty(`--${name}`, value);
      }, properties);
      await expect(page.locator('html')).toHaveCSS('--link', properties.link!);

      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: words.getInTouch }).click();
      await expect(page.getByRole('dialog', { name: words.getInTouch })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
