import { openAndFill, visitorForThisTest } from './support/contactPage';
import { expect, test } from './support/fixtures';

test('on wide screens the content sits centred in the space beside the profile panel', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the panel sits beside the content from 1024 px');
  for (const width of [1280, 1920, 2560]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const panel = (await page.getByRole('banner').boundingBox())!;
    const main = (await page.getByRole('main').boundingBox())!;
    const gapLeft = main.x - (panel.x + panel.width);
    const gapRight = width - (main.x + main.width);
    expect(Math.abs(gapLeft - gapRight), `at ${width} px`).toBeLessThanOrEqual(2);
  }
});

test('the dialog keeps its place and size when the success banner appears', async ({ page }) => {
  await page.goto('/');
  const dialog = await openAndFill(page, visitorForThisTest());
  const before = await dialog.boundingBox();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Email Sent Successfully!');
  await expect(dialog.getByRole('status')).toBeVisible();
  expect(await dialog.boundingBox()).toEqual(before);
});

test('project cards name their category as the filter tabs do', async ({ page }) => {
  await page.goto('/');
  const tabs = await page.getByRole('tab').allTextContents();
  const cardLabels = await page.locator('.project__category').allTextContents();
  for (const label of cardLabels) expect(tabs).toContain(label);
});
