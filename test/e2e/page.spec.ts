import { expect, expectEverySection, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('shows the sections in order with their entry counts', async ({ page }) => {
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['About Me', 'Experience', 'Awards', 'Education', 'Projects']);
  await expectEverySection(page);
});

test('filters the projects by category and back to all', async ({ page }) => {
  const cards = page.getByRole('tabpanel').getByRole('heading', { level: 3 });
  await page.getByRole('tab', { name: 'Personal' }).click();
  const personal = await cards.count();
  await page.getByRole('tab', { name: 'For Clients' }).click();
  const forClients = await cards.count();
  expect(personal).toBeGreaterThan(0);
  expect(forClients).toBeGreaterThan(0);
  expect(personal + forClients).toBe(12);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(cards).toHaveCount(12);
});

test('opens each units list on its own, closed by default', async ({ page }) => {
  const [first, second] = [
    page.getByRole('button', { name: 'View Units' }).first(),
    page.getByRole('button', { name: 'View Units' }).last(),
  ];
  await expect(page.locator('#units-bachelor-cs')).toBeHidden();
  await expect(page.locator('#units-intermediate-cs')).toBeHidden();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#units-bachelor-cs')).toBeVisible();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#units-intermediate-cs')).toBeHidden();
});

test('serves the resume as a PDF', async ({ page, request }) => {
  const href = await page.getByRole('link', { name: 'Resume' }).getAttribute('href');
  const response = await request.get(new URL(href ?? '', page.url()).href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('loads every image, each with its size set, lazily below the fold', async ({ page }) => {
  const photo = page.getByRole('img', { name: 'Illustrated portrait of Rowan Adeyemi' });
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(photo).not.toHaveAttribute('loading', 'lazy');
  await expect(
    page.getByRole('region', { name: 'Projects' }).locator('img').first(),
  ).toHaveAttribute('loading', 'lazy');
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
  const projects = page.getByRole('region', { name: 'Projects' });
  await expect(projects).toHaveAttribute('data-reveal', 'pending');
  await projects.scrollIntoViewIfNeeded();
  await expect(projects).toHaveAttribute('data-reveal', 'shown');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(projects).toHaveAttribute('data-reveal', 'shown');
  await expect(page.getByRole('region', { name: 'About Me' })).not.toHaveAttribute('data-reveal');
});

test('serves the scripts precompressed, hashed and cached for a year', async ({ page }) => {
  await expect(page.getByRole('switch', { includeHidden: true })).toHaveCount(1);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThanOrEqual(2); // the page's bundle and the contact chunk
  for (const url of scripts) {
    const response = await page.request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

test('the profile and footer links are named and open safely', async ({ page }) => {
  const profiles = page
    .getByRole('banner')
    .getByRole('list', { name: 'Profiles' })
    .getByRole('link');
  await expect(profiles).toHaveCount(3);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:/);
  for (const link of [...(await profiles.all()), ...(await footer.getByRole('link').all())]) {
    await expect(link).toHaveAccessibleName(/\S/);
    if ((await link.getAttribute('target')) === '_blank') {
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  }
});
