import {
  openAndFill,
  openDialog,
  openWithFakeClock,
  pauseClock,
  visitorForThisTest,
} from './support/contactPage';
import { expect, test } from './support/fixtures';
import { receivedSends } from './support/standIn';
import { contactWords, words } from './support/content';

test('sends the enquiry, shows the banner for 3 s, then closes', async ({ page, request }) => {
  const visitor = visitorForThisTest();
  await openWithFakeClock(page);
  const dialog = await openAndFill(page, visitor);
  await pauseClock(page);
  await dialog.getByRole('button', { name: contactWords.send }).click();

  await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
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
  await expect(dialog.getByText(contactWords.emailSent)).toBeVisible();
  await page.clock.runFor(1);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: words.getInTouch })).toBeFocused();
});

test('Cancel and Escape close the dialog without sending', async ({ page, request }) => {
  const visitor = visitorForThisTest();
  await page.goto('/');
  const dialog = await openAndFill(page, visitor);
  await dialog.getByRole('button', { name: contactWords.cancel }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: words.getInTouch }).click();
  await expect(dialog.getByLabel(contactWords.messageLabel)).toHaveValue(visitor.message);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await receivedSends(request, visitor.email)).toEqual([]);
});

test('sends nothing while a field is empty or the email is invalid', async ({ page, request }) => {
  const visitor = visitorForThisTest();
  await page.goto('/');
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: contactWords.send }).click();
  expect(
    await dialog
      .getByLabel(contactWords.nameLabel)
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);

  await dialog.getByLabel(contactWords.nameLabel).fill(visitor.name);
  await dialog.getByLabel(contactWords.emailLabel).fill('not-an-email');
  await dialog.getByLabel(contactWords.messageLabel).fill(visitor.message);
  await dialog.getByRole('button', { name: contactWords.send }).click();
  expect(
    await dialog
      .getByLabel(contactWords.emailLabel)
      .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
  ).toBe(true);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(contactWords.emailLabel).fill(visitor.email);
  expect(await receivedSends(request, visitor.email)).toEqual([]);
});

test('a contact chunk that failed to load is fetched again by the next click', async ({
  page,
  browserConsole,
}) => {
  browserConsole.allow('The contact form could not load', 'Failed to load resource');
  // The network fails every request for the chunk until the page has given up on it.
  let networkUp = false;
  let requests = 0;
  await page.route('**/assets/contact.*.js', (route) => {
    requests += 1;
    return networkUp ? route.continue() : route.abort('connectionreset');
  });
  await page.goto('/');
  await expect
    .poll(() =>
      browserConsole.problems.some((line) => line.includes('The contact form could not load')),
    )
    .toBe(true);
  const failedRequests = requests;
  networkUp = true;
  await page.getByRole('button', { name: words.getInTouch }).click();
  await expect(page.getByRole('dialog', { name: words.getInTouch })).toBeVisible();
  await expect(page.getByLabel(contactWords.nameLabel)).toBeFocused();
  expect(requests).toBe(failedRequests + 1);
});
