import type { Page } from '@playwright/test';
import type { ScriptedAnswer } from '../../src/build/emailjsStandIn';
import { expect, test, waitForHydration } from './fixtures';
import { receivedSends, scriptAnswers } from './standIn';

/** A visitor of its own per test, so parallel tests never share the stand-in's script. */
function visitorForThisTest() {
  return {
    name: 'Ada Visitor',
    email: `ada+${test.info().testId}@example.com`,
    company: 'Acme',
    message: 'Hello <b>there</b>',
  };
}
type Visitor = ReturnType<typeof visitorForThisTest>;

async function openAndFill(page: Page, visitor: Visitor) {
  await page.getByRole('button', { name: 'Get in Touch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get in Touch' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Name').fill(visitor.name);
  await dialog.getByLabel('Email').fill(visitor.email);
  await dialog.getByLabel('Company (optional)').fill(visitor.company);
  await dialog.getByLabel('Message').fill(visitor.message);
  return dialog;
}

/** Loads the page with a fake clock that runs normally until `pauseClock`. */
async function openWithFakeClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
}

/**
 * From here on, timers move only when the test says so. Called once the dialog is open and
 * filled: React work still scheduled on timers at pause time would otherwise never run.
 */
const pauseClock = (page: Page) => page.clock.pauseAt(Date.now() + 1000);

test('sends the enquiry, shows the banner for 3 s, then closes', async ({ page, request }) => {
  const visitor = visitorForThisTest();
  await openWithFakeClock(page);
  const dialog = await openAndFill(page, visitor);
  await pauseClock(page);
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expect(dialog.getByRole('status')).toHaveText('Email Sent Successfully!');
  expect(await receivedSends(request, visitor.email)).toEqual([
    {
      lib_version: '4.4.1',
      user_id: 'e2e-public-key',
      service_id: 'e2e-service',
      template_id: 'e2e-template',
      template_params: visitor,
    },
  ]);
  await page.clock.runFor(2999);
  await expect(dialog.getByText('Email Sent Successfully!')).toBeVisible();
  await page.clock.runFor(1);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Get in Touch' })).toBeFocused();
});

test('Cancel and Escape close the dialog without sending', async ({ page, request }) => {
  const visitor = visitorForThisTest();
  await page.goto('/');
  const dialog = await openAndFill(page, visitor);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Get in Touch' }).click();
  await expect(dialog.getByLabel('Message')).toHaveValue(visitor.message);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await receivedSends(request, visitor.email)).toEqual([]);
});

test('sends nothing while a field is empty or the email is invalid', async ({ page, request }) => {
  const visitor = visitorForThisTest();
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
  await dialog.getByLabel('Email').fill(visitor.email);
  expect(await receivedSends(request, visitor.email)).toEqual([]);
});

const failures: [string, ScriptedAnswer][] = [
  ['400', { type: 'reply', status: 400, text: 'The template ID is invalid' }],
  ['403', { type: 'reply', status: 403, text: 'API calls are disabled for non-browser apps' }],
  ['429', { type: 'reply', status: 429, text: 'Too Many Requests' }],
  ['451', { type: 'reply', status: 451, text: 'Unavailable For Legal Reasons' }],
  ['500', { type: 'reply', status: 500, text: 'Internal Server Error' }],
  ['a dropped connection', { type: 'drop' }],
  ['no answer for 15 s', { type: 'hang' }],
];

for (const [name, failure] of failures) {
  test(`after ${name}: the dialog stays open with every value, logs it, and a retry sends`, async ({
    page,
    request,
    browserConsole,
  }) => {
    // The failed request and the logged error are expected here; nothing else is.
    browserConsole.allow('Error sending email', 'Failed to load resource');
    const visitor = visitorForThisTest();
    await scriptAnswers(request, visitor.email, [failure]);
    await openWithFakeClock(page);
    const dialog = await openAndFill(page, visitor);
    await pauseClock(page);
    const send = dialog.getByRole('button', { name: /^Send/ });
    await send.click();
    if (failure.type === 'hang') {
      await expect(send).toHaveText('Sending...');
      await page.clock.runFor(15_000);
    }

    await expect
      .poll(() => browserConsole.problems.some((line) => line.includes('Error sending email')))
      .toBe(true);
    await expect(dialog).toBeVisible();
    await expect(send).toBeEnabled();
    await expect(dialog.getByLabel('Name')).toHaveValue(visitor.name);
    await expect(dialog.getByLabel('Email')).toHaveValue(visitor.email);
    await expect(dialog.getByLabel('Company (optional)')).toHaveValue(visitor.company);
    await expect(dialog.getByLabel('Message')).toHaveValue(visitor.message);

    await send.click();
    await expect(dialog.getByRole('status')).toHaveText('Email Sent Successfully!');
    expect(await receivedSends(request, visitor.email)).toHaveLength(2);
  });
}

test('a contact chunk that failed to load is fetched again by the next click', async ({
  page,
  browserConsole,
}) => {
  browserConsole.allow('The contact form could not load', 'Failed to load resource');
  let attempts = 0;
  await page.route('**/assets/contact.*.js', (route) =>
    ++attempts === 1 ? route.abort('connectionreset') : route.continue(),
  );
  await page.goto('/');
  await expect
    .poll(() =>
      browserConsole.problems.some((line) => line.includes('The contact form could not load')),
    )
    .toBe(true);
  await page.getByRole('button', { name: 'Get in Touch' }).click();
  await expect(page.getByRole('dialog', { name: 'Get in Touch' })).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  expect(attempts).toBe(2);
});
