import { emailjsSendPath } from '../../src/lib/emailjs/settings';
import { openDialog, visitorForThisTest } from './support/contactPage';
import { expect, test } from './support/fixtures';
import { receivedSends } from './support/standIn';
import { contactWords } from './support/content';
import { sameOnEveryScreen } from './support/screens';

test(
  'a bot that fills every field, the hidden one too, sees success and sends nothing',
  { tag: sameOnEveryScreen },
  async ({ page, request }) => {
    const sendRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(emailjsSendPath)) sendRequests.push(sent.url());
    });
    const visitor = visitorForThisTest();
    await page.goto('/');
    const dialog = await openDialog(page);
    // As form-filling bots do: every input and textarea in the form, whether a person sees it or not.
    for (const field of await dialog.locator('form').locator('input, textarea').all()) {
      const type = await field.getAttribute('type');
      await field.fill(type === 'email' ? visitor.email : 'Cheap pills https://spam.example', {
        force: true,
      });
    }
    await dialog.getByRole('button', { name: contactWords.send }).click();

    await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
    await expect(dialog).toBeHidden({ timeout: 5000 });
    expect(sendRequests).toEqual([]);
    expect(await receivedSends(request, visitor.email)).toEqual([]);
  },
);

test(
  'people never meet the honeypot: not by Tab, not by screen reader, not on screen',
  { tag: sameOnEveryScreen },
  async ({ page }) => {
    await page.goto('/');
    const dialog = await openDialog(page);
    const honeypot = dialog.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();
    // Not in the accessibility tree: the dialog's text boxes are exactly the visible ones.
    await expect(dialog.getByRole('textbox')).toHaveCount(4);
    const reached: (string | null)[] = [];
    for (let stop = 0; stop < 8; stop += 1) {
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? null));
      await page.keyboard.press('Tab');
    }
    expect(reached).not.toContain('website');
  },
);

test(
  "Chromium's autofill fills name and email and leaves the honeypot empty",
  { tag: sameOnEveryScreen },
  async ({ page, browserName }) => {
    test.skip(browserName !== 'chromium', 'autofill is driven through the DevTools protocol');
    await page.goto('/');
    const dialog = await openDialog(page);
    const cdp = await page.context().newCDPSession(page);
    // The field by object, not by DOM node id: an update of the document elsewhere (an image
    // loading) invalidates every node id the protocol handed out before it.
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: "document.querySelector('#contact-name')",
    });
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
    await cdp.send('Autofill.trigger', {
      fieldId: node.backendNodeId,
      address: {
        fields: [
          { name: 'NAME_FULL', value: 'Ada Autofill' },
          { name: 'EMAIL_ADDRESS', value: 'ada.autofill@example.com' },
          { name: 'COMPANY_NAME', value: 'Acme' },
          { name: 'PHONE_HOME_WHOLE_NUMBER', value: '+441134960000' },
          { name: 'ADDRESS_HOME_LINE1', value: '1 Main Street' },
          { name: 'ADDRESS_HOME_CITY', value: 'Leeds' },
        ],
      },
    });
    await expect(dialog.getByLabel(contactWords.nameLabel)).toHaveValue('Ada Autofill');
    await expect(dialog.getByLabel(contactWords.emailLabel)).toHaveValue(
      'ada.autofill@example.com',
    );
    await expect(dialog.locator('input[name="website"]')).toHaveValue('');
  },
);
