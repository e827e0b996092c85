import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const sendPath = '**/api/v1.0/email/send';
const visitor = {
  name: 'Ada Visitor',
  email: 'ada@example.com',
  company: 'Acme',
  message: 'Hello <b>there</b>',
};

/** Counts the sends the page makes, letting each through to the stand-in. */
async function countSends(page: Page) {
  let count = 0;
  await page.route(sendPath, (route) => {
    count += 1;
    return route.continue();
  });
  return () => count;
}

async function openAndFill(page: Page) {
  await page.getByRole('button', { name: 'Get in Touch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get in Touch' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Name').fill(visitor.name);
  await dialog.getByLabel('Email').fill(visitor.email);
  await dialog.getByLabel('Company (optional)').fill(visitor.company);
  await dialog.getByLabel('Message').fill(visitor.message);
  return dialog;
}

test('sends the enquiry, shows the banner for 3 s, then closes', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  // From here on, timers move only when the test says so.
  await page.clock.pauseAt(Date.now() + 1000);
  const dialog = await openAndFill(page);
  const request = page.waitForRequest(sendPath);
  await dialog.getByRole('button', { name: 'Send' }).click();

  expect((await request).postDataJSON()).toEqual({
    lib_version: '4.4.1',
    user_id: 'e2e-public-key',
    service_id: 'e2e-service',
    template_id: 'e2e-template',
    template_params: visitor,
  });
  await expect(dialog.getByRole('status')).toHaveText('Email Sent Successfully!');
  await page.clock.runFor(2999);
  await expect(dialog.getByText('Email Sent Successfully!')).toBeVisible();
  await page.clock.runFor(1);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Get in Touch' })).toBeFocused();
});

test('Cancel and Escape close the dialog without sending', async ({ page }) => {
  const sends = await countSends(page);
  await page.goto('/');
  const dialog = await openAndFill(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Get in Touch' }).click();
  await expect(dialog.getByLabel('Message')).toHaveValue(visitor.message);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(sends()).toBe(0);
});

test('sends nothing while a field is empty or the email is invalid', async ({ page }) => {
  const sends = await countSends(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Get in Touch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get in Touch' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  expect(
    await dialog
      .getByLabel('Name')
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);

  await dialog.getByLabel('Name').fill(visitor.name);
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Message').fill(visitor.message);
  await dialog.getByRole('button', { name: 'Send' }).click();
  expect(
    await dialog
      .getByLabel('Email')
      .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
  ).toBe(true);
  await expect(dialog).toBeVisible();
  expect(sends()).toBe(0);
});

const failures: [string, (route: Parameters<Parameters<Page['route']>[1]>[0]) => Promise<void>][] =
  [
    ['a 429 answer', (route) => route.fulfill({ status: 429, body: 'Too Many Requests' })],
    ['a 500 answer', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
    ['a dropped connection', (route) => route.abort('connectionreset')],
  ];

for (const [name, answer] of failures) {
  test(`keeps the dialog open with every value after ${name}`, async ({
    page,
    consoleProblems,
  }) => {
    await page.route(sendPath, answer);
    await page.goto('/');
    const dialog = await openAndFill(page);
    await dialog.getByRole('button', { name: 'Send' }).click();

    await expect
      .poll(() => consoleProblems.some((line) => line.includes('Error sending email')))
      .toBe(true);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(dialog.getByLabel('Name')).toHaveValue(visitor.name);
    await expect(dialog.getByLabel('Email')).toHaveValue(visitor.email);
    await expect(dialog.getByLabel('Company (optional)')).toHaveValue(visitor.company);
    await expect(dialog.getByLabel('Message')).toHaveValue(visitor.message);
    // The failed request and the logged error are expected here; nothing else is.
    const unexpected = consoleProblems.filter(
      (line) => !line.includes('Error sending email') && !line.includes('Failed to load resource'),
    );
    expect(unexpected).toEqual([]);
    consoleProblems.length = 0;
  });
}

test('a contact chunk that failed to load is fetched again by the next click', async ({
  page,
  consoleProblems,
}) => {
  let attempts = 0;
  await page.route('**/assets/contact.*.js', (route) =>
    ++attempts === 1 ? route.abort('connectionreset') : route.continue(),
  );
  await page.goto('/');
  await expect
    .poll(() => consoleProblems.some((line) => line.includes('The contact form could not load')))
    .toBe(true);
  await page.getByRole('button', { name: 'Get in Touch' }).click();
  await expect(page.getByRole('dialog', { name: 'Get in Touch' })).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  expect(attempts).toBe(2);
  const unexpected = consoleProblems.filter(
    (line) =>
      !line.includes('The contact form could not load') &&
      !line.includes('Failed to load resource'),
  );
  expect(unexpected).toEqual([]);
  consoleProblems.length = 0;
});
