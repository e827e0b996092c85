import { axeViolations } from './support/axe';
import { content, words } from './support/content';
import { expect, test, waitForHydration } from './support/fixtures';
import { e2eContactByMail } from './support/site';

test.skip(!e2eContactByMail, 'runs on the build with no EmailJS settings (test:e2e:mailto)');

test('with no EmailJS settings, "Get in Touch" is a mailto: link and no contact chunk loads', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await waitForHydration(page);
  const panel = page.getByRole('banner');
  await expect(panel.getByRole('link', { name: words.getInTouch })).toHaveAttribute(
    'href',
    `mailto:${content.profile.email}`,
  );
  await expect(page.getByRole('button', { name: words.getInTouch })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /\/contact\.[0-9a-f]+\.js$/.test(script))).toEqual([]);

  expect(await axeViolations(page)).toEqual([]);
});
