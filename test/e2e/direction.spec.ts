import { content } from './support/content';
import { expect, test, waitForHydration } from './support/fixtures';

/** The content's reading direction: what sits at the start of a line, and which way is forwards. */
const { tag, dir } = content.language;
const rightToLeft = dir === 'rtl';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('says its language and direction, for screen readers and the layout', async ({ page }) => {
  await expect(page.locator('html')).toHaveAttribute('lang', tag);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
});

test('puts the profile panel at the start of the line on wide screens', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the panel sits above the sections on phones');
  const panel = (await page.getByRole('banner').boundingBox())!;
  const main = (await page.getByRole('main').boundingBox())!;
  expect(rightToLeft ? panel.x > main.x : panel.x < main.x).toBe(true);
});

test('slides sections in from the start of the line', async ({ page }) => {
  await waitForHydration(page);
  const waiting = page.locator('[data-reveal="pending"]').first();
  test.skip((await waiting.count()) === 0, 'every section is in view at once');
  const move = await waiting.evaluate(
    (element) => new DOMMatrix(getComputedStyle(element).transform).e,
  );
  // Waiting off to the start side, so it moves forwards as it comes in.
  expect(rightToLeft ? move > 0 : move < 0).toBe(true);
});

test('mirrors the icons that point along the line, and only those', async ({ page }) => {
  const pointing = page.locator('.icon--points');
  test.skip((await pointing.count()) === 0, 'no link with a pointing icon');
  const flip = await pointing
    .first()
    .evaluate((icon) => new DOMMatrix(getComputedStyle(icon).transform).a);
  expect(flip).toBe(rightToLeft ? -1 : 1);
  const others = await page
    .locator('.icon:not(.icon--points)')
    .evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).transform));
  expect(new Set(others)).toEqual(new Set(['none']));
});
