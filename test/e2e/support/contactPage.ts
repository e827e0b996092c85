import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { contactWords, words } from './content';

/** A visitor of its own per test, so parallel tests never share the stand-in's script. */
export function visitorForThisTest() {
  return {
    name: 'Ada Visitor',
    email: `ada+${test.info().testId}@example.com`,
    company: 'Acme',
    message: 'Hello <b>there</b>',
  };
}
export type Visitor = ReturnType<typeof visitorForThisTest>;

/**
 * Opens the dialog once the page has hydrated (a click before that has no script to run), and
 * returns once it shows: its chunk loads on demand, and a test that reads the form at once (by
 * `all()` or the DevTools protocol, which do not wait) would find no fields on a slow machine.
 */
export async function openDialog(page: Page) {
  await waitForHydration(page);
  await page.getByRole('button', { name: words.getInTouch }).click();
  const dialog = page.getByRole('dialog', { name: words.getInTouch });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function openAndFill(page: Page, visitor: Visitor) {
  const dialog = await openDialog(page);
  await expect(dialog.getByLabel(contactWords.nameLabel)).toBeFocused();
  await dialog.getByLabel(contactWords.nameLabel).fill(visitor.name);
  await dialog.getByLabel(contactWords.emailLabel).fill(visitor.email);
  await dialog.getByLabel(contactWords.companyLabel).fill(visitor.company);
  await dialog.getByLabel(contactWords.messageLabel).fill(visitor.message);
  return dialog;
}

/** Loads the page with a fake clock that runs normally until `pauseClock`. */
export async function openWithFakeClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
}

/**
 * From here on, timers move only when the test says so. Called once the dialog is open and
 * filled: React work still scheduled on timers at pause time would otherwise never run.
 */
export const pauseClock = (page: Page) => page.clock.pauseAt(Date.now() + 1000);

/** The dialog's submit button, whether it reads "Send" or, while a message goes, "Sending…". */
export const sendButton = (dialog: Locator) =>
  dialog
    .getByRole('button', { name: contactWords.send, exact: true })
    .or(dialog.getByRole('button', { name: contactWords.sending, exact: true }));
