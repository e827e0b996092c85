import type { APIRequestContext, Page } from '@playwright/test';
import { content, contactWords, words } from './support/content';
import { fillIn } from '../../src/i18n/words';
import { emailjsSendPath } from '../../src/lib/emailjs/settings';
import {
  openAndFill,
  openDialog,
  openWithFakeClock,
  pauseClock,
  sendButton,
  visitorForThisTest,
} from './support/contactPage';
import { expect, test, waitForHydration } from './support/fixtures';
import { receivedSends, scriptAnswers } from './support/standIn';
import { sameOnEveryScreen } from './support/screens';

interface Fault {
  name: string;
  inject: (page: Page, request: APIRequestContext, email: string) => Promise<unknown>;
  /** The send never answers, so the machine's 15 s timeout has to run out. */
  hangs?: boolean;
}

const standInAnswers = (status: number, text: string): Fault['inject'] => {
  return (_page, request, email) =>
    scriptAnswers(request, email, [{ type: 'reply', status, text }]);
};

const faults: Fault[] = [
  {
    name: 'a network failure',
    inject: (page) =>
      page.route(`**${emailjsSendPath}`, (route) => route.abort('internetdisconnected'), {
        times: 1,
      }),
  },
  { name: '400', inject: standInAnswers(400, 'The template ID is invalid') },
  { name: '403', inject: standInAnswers(403, 'API calls are disabled for non-browser apps') },
  { name: '429', inject: standInAnswers(429, 'Too Many Requests') },
  { name: '451', inject: standInAnswers(451, 'Unavailable For Legal Reasons') },
  { name: '500', inject: standInAnswers(500, 'Internal Server Error') },
  {
    name: 'a dropped connection',
    inject: (_page, request, email) => scriptAnswers(request, email, [{ type: 'drop' }]),
  },
  {
    name: 'no answer for 15 s',
    inject: (_page, request, email) => scriptAnswers(request, email, [{ type: 'hang' }]),
    hangs: true,
  },
];

const errorLogged = (problems: string[], fragment = 'Error sending email') =>
  expect.poll(() => problems.filter((line) => line.includes(fragment)).length);

for (const fault of faults) {
  test(
    `after ${fault.name}: the dialog stays open with every value, logs it, and a retry sends`,
    { tag: sameOnEveryScreen },
    async ({ page, request, browserConsole }) => {
      // The failed request and the logged error are expected here; nothing else is.
      browserConsole.allow('Error sending email', 'Failed to load resource');
      const visitor = visitorForThisTest();
      await fault.inject(page, request, visitor.email);
      await openWithFakeClock(page);
      const dialog = await openAndFill(page, visitor);
      await pauseClock(page);
      const send = sendButton(dialog);
      await send.click();
      if (fault.hangs) {
        await expect(send).toHaveText(contactWords.sending);
        await page.clock.runFor(15_000);
      }

      await errorLogged(browserConsole.problems).toBe(1);
      await expect(dialog).toBeVisible();
      await expect(send).toBeEnabled();
      await expect(dialog.getByLabel(contactWords.nameLabel)).toHaveValue(visitor.name);
      await expect(dialog.getByLabel(contactWords.emailLabel)).toHaveValue(visitor.email);
      await expect(dialog.getByLabel(contactWords.companyLabel)).toHaveValue(visitor.company);
      await expect(dialog.getByLabel(contactWords.messageLabel)).toHaveValue(visitor.message);

      await send.click();
      await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
      const reachedTheService = fault.name === 'a network failure' ? 1 : 2;
      expect(await receivedSends(request, visitor.email)).toHaveLength(reachedTheService);
    },
  );
}

test(
  'a second message within 30 s is refused by the rate limit before any request, and kept',
  { tag: sameOnEveryScreen },
  async ({ page, request, browserConsole }) => {
    browserConsole.allow('Error sending email');
    const visitor = visitorForThisTest();
    await openWithFakeClock(page);
    let dialog = await openAndFill(page, visitor);
    await pauseClock(page);
    await dialog.getByRole('button', { name: contactWords.send }).click();
    await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
    await page.clock.runFor(3000);
    await expect(dialog).toBeHidden();

    dialog = await openAndFill(page, { ...visitor, message: 'One more thing' });
    await dialog.getByRole('button', { name: contactWords.send }).click();
    await errorLogged(browserConsole.problems).toBe(1);
    await expect(dialog.getByLabel(contactWords.messageLabel)).toHaveValue('One more thing');
    expect(await receivedSends(request, visitor.email)).toHaveLength(1);

    await page.clock.runFor(30_000);
    await dialog.getByRole('button', { name: contactWords.send }).click();
    await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
    expect(await receivedSends(request, visitor.email)).toHaveLength(2);
  },
);

test(
  'a double click on Send sends one request',
  { tag: sameOnEveryScreen },
  async ({ page, request }) => {
    const visitor = visitorForThisTest();
    await page.goto('/');
    const dialog = await openAndFill(page, visitor);
    await dialog.getByRole('button', { name: contactWords.send }).dblclick();
    await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
    expect(await receivedSends(request, visitor.email)).toHaveLength(1);
  },
);

test(
  'Enter pressed twice in a field sends one request',
  { tag: sameOnEveryScreen },
  async ({ page, request }) => {
    const visitor = visitorForThisTest();
    await page.goto('/');
    const dialog = await openAndFill(page, visitor);
    await dialog.getByLabel(contactWords.nameLabel).press('Enter');
    await dialog.getByLabel(contactWords.nameLabel).press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
    expect(await receivedSends(request, visitor.email)).toHaveLength(1);
  },
);

test(
  'a required field of only spaces is refused with a message; values are sent trimmed',
  { tag: sameOnEveryScreen },
  async ({ page, request }) => {
    const visitor = visitorForThisTest();
    await page.goto('/');
    const dialog = await openAndFill(page, visitor);
    const message = dialog.getByLabel(contactWords.messageLabel);
    await message.fill('   \n  ');
    await dialog.getByRole('button', { name: contactWords.send }).click();
    expect(await message.evaluate((field: HTMLTextAreaElement) => field.validationMessage)).toBe(
      contactWords.onlySpaces,
    );
    expect(await receivedSends(request, visitor.email)).toEqual([]);

    await dialog.getByLabel(contactWords.nameLabel).fill(`  ${visitor.name}  `);
    await message.fill(`\n ${visitor.message} \n`);
    await dialog.getByRole('button', { name: contactWords.send }).click();
    await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
    expect(await receivedSends(request, visitor.email)).toEqual([
      expect.objectContaining({ template_params: visitor }),
    ]);
  },
);

/**
 * The count as the catalog words it, with the plural form of the page's language and the number
 * as its content's formatting writes it (Western digits unless the tag asks for others), both by
 * the browser's Intl.
 */
async function charactersLeft(page: Page, count: number): Promise<string> {
  const [category, number] = await page.evaluate(
    ([count, formatting]) => {
      const { lang } = document.documentElement;
      return [
        new Intl.PluralRules(lang).select(count),
        new Intl.NumberFormat(formatting).format(count),
      ];
    },
    [count, content.language.formatting] as const,
  );
  const text = contactWords.charactersLeft[category as Intl.LDMLPluralRule];
  return fillIn(text ?? contactWords.charactersLeft.other, { count: number });
}

test(
  'a message longer than 5000 characters is cut at 5000, with the count shown',
  { tag: sameOnEveryScreen },
  async ({ page }) => {
    await page.goto('/');
    const message = (await openDialog(page)).getByLabel(contactWords.messageLabel);
    await expect(message).toHaveAccessibleDescription(await charactersLeft(page, 5000));
    await message.click();
    await page.keyboard.insertText('x'.repeat(4990));
    await expect(message).toHaveAccessibleDescription(await charactersLeft(page, 10));
    await page.keyboard.insertText('y'.repeat(20));
    await expect(message).toHaveValue('x'.repeat(4990) + 'y'.repeat(10));
    await expect(message).toHaveAccessibleDescription(await charactersLeft(page, 0));
  },
);

test(
  'markup and script typed into the fields are sent as text and never run',
  { tag: sameOnEveryScreen },
  async ({ page, request }) => {
    const markup = '<img src=x onerror="window.injected=1"><script>window.injected=2</script>';
    const visitor = { ...visitorForThisTest(), name: markup, message: markup };
    let alerted = false;
    page.on('dialog', () => (alerted = true));
    await page.goto('/');
    const dialog = await openAndFill(page, visitor);
    await dialog.getByRole('button', { name: contactWords.send }).click();
    await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);

    expect(await receivedSends(request, visitor.email)).toEqual([
      expect.objectContaining({ template_params: visitor }),
    ]);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(alerted).toBe(false);
  },
);

test(
  'the draft survives Cancel and a reload in the same tab, and a successful send clears it',
  { tag: sameOnEveryScreen },
  async ({ page }) => {
    const visitor = visitorForThisTest();
    await page.goto('/');
    let dialog = await openAndFill(page, visitor);
    await dialog.getByRole('button', { name: contactWords.cancel }).click();
    await page.reload();

    dialog = await openDialog(page);
    await expect(dialog.getByLabel(contactWords.nameLabel)).toHaveValue(visitor.name);
    await expect(dialog.getByLabel(contactWords.emailLabel)).toHaveValue(visitor.email);
    await expect(dialog.getByLabel(contactWords.companyLabel)).toHaveValue(visitor.company);
    await expect(dialog.getByLabel(contactWords.messageLabel)).toHaveValue(visitor.message);
    await dialog.getByRole('button', { name: contactWords.send }).click();
    await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);

    await page.reload();
    await expect((await openDialog(page)).getByLabel(contactWords.messageLabel)).toHaveValue('');
  },
);

/** Storage as private modes and blocked cookies leave it: every access throws. */
const blockStorage = (page: Page) =>
  page.addInitScript(() => {
    for (const kind of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, kind, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });

test(
  'with storage that throws: the draft is kept while the page is open, and sending works',
  { tag: sameOnEveryScreen },
  async ({ page, request }) => {
    await blockStorage(page);
    const visitor = visitorForThisTest();
    await page.goto('/');
    const dialog = await openAndFill(page, visitor);
    await dialog.getByRole('button', { name: contactWords.cancel }).click();
    await page.getByRole('button', { name: words.getInTouch }).click();
    await expect(dialog.getByLabel(contactWords.messageLabel)).toHaveValue(visitor.message);
    await dialog.getByRole('button', { name: contactWords.send }).click();
    await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
    expect(await receivedSends(request, visitor.email)).toHaveLength(1);
  },
);

test(
  'with storage that throws: the page follows the system theme and the switch works',
  { tag: sameOnEveryScreen },
  async ({ page, isMobile }) => {
    test.skip(isMobile, 'The switch is shown on large screens only.');
    await blockStorage(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const themeSwitch = page.getByRole('switch', { name: words.darkTheme });
    await expect(themeSwitch).toHaveAttribute('aria-checked', 'true');
    await themeSwitch.click();
    await expect(themeSwitch).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  },
);

test(
  'when the contact form cannot load, the owner’s address is offered, and the button tries again',
  { tag: sameOnEveryScreen },
  async ({ page, browserConsole }) => {
    browserConsole.allow('The contact form could not load', 'net::ERR_INTERNET_DISCONNECTED');
    const contactChunk = /\/assets\/contact\.[^/]*\.js$/;
    await page.route(contactChunk, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await waitForHydration(page);
    const getInTouch = page.getByRole('button', { name: words.getInTouch });
    await getInTouch.click();
    const unavailable = page.getByRole('alert').filter({ hasText: content.profile.email });
    await expect(unavailable).toBeVisible();
    await expect(unavailable.getByRole('link', { name: content.profile.email })).toHaveAttribute(
      'href',
      `mailto:${content.profile.email}`,
    );

    await page.unroute(contactChunk);
    await getInTouch.click();
    await expect(page.getByRole('dialog', { name: words.getInTouch })).toBeVisible();
    await expect(unavailable).toBeHidden();
  },
);
