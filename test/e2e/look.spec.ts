import { openAndFill, visitorForThisTest } from './support/contactPage';
import { contactWords, content, shownSections, words } from './support/content';
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
    // The space beside the panel, on its right, or on its left on a right-to-left page.
    const [spaceStart, spaceEnd] = panel.x > 0 ? [0, panel.x] : [panel.x + panel.width, width];
    const gapLeft = main.x - spaceStart;
    const gapRight = spaceEnd - (main.x + main.width);
    expect(Math.abs(gapLeft - gapRight), `at ${width} px`).toBeLessThanOrEqual(2);
  }
});

test('the dialog keeps its place and size when the success banner appears', async ({ page }) => {
  await page.goto('/');
  const dialog = await openAndFill(page, visitorForThisTest());
  const before = await dialog.boundingBox();
  await dialog.getByRole('button', { name: contactWords.send }).click();
  await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
  await expect(dialog.getByRole('status')).toBeVisible();
  expect(await dialog.boundingBox()).toEqual(before);
});

test('project cards name their category as the filter tabs do', async ({ page }) => {
  await page.goto('/');
  const tabs = await page.getByRole('tab').allTextContents();
  const cardLabels = await page.locator('.project__category').allTextContents();
  for (const label of cardLabels) expect(tabs).toContain(label);
});

test('on a phone the first screen shows who this is, Get in Touch and the start of About', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone layout');
  await page.goto('/');
  const { name, title } = content.profile;
  await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport({ ratio: 1 });
  // An owner may have no title (the page then shows none).
  if (title)
    await expect(page.getByRole('banner').getByText(title, { exact: true })).toBeInViewport({
      ratio: 1,
    });
  await expect(page.getByRole('button', { name: words.getInTouch })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('heading', { level: 2, name: shownSections[0] })).toBeInViewport({
    ratio: 1,
  });
});

test('project cards in a row are level: same height, links on one line at the foot', async ({
  page,
}) => {
  await page.goto('/');
  const cards = await page
    .getByRole('region', { name: words.projectsTitle })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        const links = item.querySelector('ul[aria-label$=" links"]')?.getBoundingClientRect();
        return { top: Math.round(box.top), bottom: box.bottom, linksBottom: links?.bottom };
      }),
    );
  for (const top of new Set(cards.map((card) => card.top))) {
    const row = cards.filter((card) => card.top === top);
    const bottoms = row.map((card) => card.bottom);
    expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(1);
    const linkBottoms = row.flatMap((card) => (card.linksBottom ? [card.linksBottom] : []));
    if (linkBottoms.length > 1) {
      expect(Math.max(...linkBottoms) - Math.min(...linkBottoms)).toBeLessThanOrEqual(1);
    }
  }
});
