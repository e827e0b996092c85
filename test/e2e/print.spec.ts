import { educationWithUnits, profilePanelLinks, shownSections, words } from './support/content';
import { expect, test, waitForHydration } from './support/fixtures';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`printing gives a resume on white with link URLs and no controls (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await waitForHydration(page);
    await page.emulateMedia({ media: 'print', colorScheme });

    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(0, 0, 0)');
    for (const control of [
      page.getByRole('button', { name: words.getInTouch }),
      page.getByRole('switch', { includeHidden: true }),
      page.getByRole('tablist'),
      page.getByRole('link', { name: words.skipToContent }),
    ]) {
      await expect(control).toBeHidden();
    }
    if (educationWithUnits.length > 0) {
      await expect(page.getByRole('button', { name: words.viewUnits }).first()).toBeHidden();
    }

    // An owner may have no profile links; one who has sees where each goes.
    if (profilePanelLinks.length > 0) {
      const profile = page
        .getByRole('banner')
        .getByRole('list', { name: words.profilesLabel })
        .getByRole('link');
      const href = await profile.first().getAttribute('href');
      expect(
        await profile.first().evaluate((link) => getComputedStyle(link, '::after').content),
      ).toBe(`" (${href})"`);
    }
    for (const section of shownSections) {
      await expect(page.getByRole('region', { name: section })).toBeVisible();
    }
  });
}
