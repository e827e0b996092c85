import type { Page } from '@playwright/test';
import { sendButton } from './support/contactPage';
import { contactWords, words } from './support/content';
import { expect, test, waitForHydration } from './support/fixtures';
import { contactMachine } from '../../src/features/contact/contactMachine';
import {
  contactModelPaths,
  describeAction,
  describeState,
  type ModelAction,
  type ModelPath,
} from './support/contactModel';
import { receivedSends, scriptAnswers } from './support/standIn';
import { sameOnEveryScreen } from './support/screens';

type Step = ModelPath['steps'][number];

const fieldLabels = {
  name: contactWords.nameLabel,
  email: contactWords.emailLabel,
  company: contactWords.companyLabel,
  message: contactWords.messageLabel,
};

/** Makes the step happen on the real page, the way a visitor, the network or time would. */
async function perform(page: Page, action: ModelAction, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: words.getInTouch });
  if (action.kind === 'time passes') return page.clock.runFor(action.ms);
  if (action.kind === 'send settles') return; // the stand-in's answer, scripted before the submit
  const { event } = action;
  switch (event.type) {
    case 'open':
      return page.getByRole('button', { name: words.getInTouch }).click();
    case 'cancel':
      return dialog.getByRole('button', { name: contactWords.cancel }).click();
    case 'change':
      // The model's email would be shared by parallel tests; each test sends as its own visitor.
      return dialog
        .getByLabel(fieldLabels[event.field])
        .fill(event.field === 'email' ? email : event.value);
    case 'honeypotChange':
      // Out of reach for people, so only forced: the way a bot fills it.
      return dialog.locator('input[name="website"]').fill(event.value, { force: true });
    case 'submit':
      return dialog.getByRole('button', { name: contactWords.send }).click();
  }
}

/** Checks that the page shows the state the machine is in after the step. */
async function expectPageIn(page: Page, step: Step, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: words.getInTouch });
  const state = step.state.value;
  if (state === 'closed') return expect(dialog).toBeHidden();
  await expect(dialog).toBeVisible();
  if (state === 'success') {
    return expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
  }
  const send = sendButton(dialog);
  if (state === 'sending') {
    await expect(send).toBeDisabled();
    return expect(send).toHaveText(contactWords.sending);
  }
  await expect(send).toBeEnabled();
  const { fields } = step.state.context;
  await expect(dialog.getByLabel(contactWords.nameLabel)).toHaveValue(fields.name);
  await expect(dialog.getByLabel(contactWords.emailLabel)).toHaveValue(fields.email && email);
  await expect(dialog.getByLabel(contactWords.messageLabel)).toHaveValue(fields.message);
}

/** How the stand-in must answer the send that the submit at `index` makes, from what follows. */
function answerFor(steps: Step[], index: number) {
  const next = steps[index + 1]?.action;
  if (next?.kind !== 'send settles') return { type: 'hang' } as const; // a timeout, or the path ends
  return next.sent
    ? undefined // a normal 200
    : ({ type: 'reply', status: 500, text: 'Internal Server Error' } as const);
}

const isSubmit = (step: Step) =>
  step.action.kind === 'visitor' && step.action.event.type === 'submit';

/** A submit that makes a send: one with the honeypot filled goes straight to success. */
const isSend = (step: Step) => isSubmit(step) && step.state.value === 'sending';

for (const path of contactModelPaths()) {
  const { steps } = path;
  const title = steps.map((step) => describeAction(step.action)).join(' → ');

  test(
    `contact model: ${title} ends ${describeState(path.end)}`,
    { tag: sameOnEveryScreen },
    async ({ page, request, browserConsole }) => {
      // A send that is not answered 200 fails (and is logged) unless the path ends while it waits.
      const sendFails = steps.some(
        (step, index) => isSend(step) && answerFor(steps, index) && index < steps.length - 1,
      );
      if (sendFails) browserConsole.allow('Error sending email', 'Failed to load resource');
      const email = `model+${test.info().testId}@example.com`;
      await page.clock.install();
      await page.goto('/');
      await waitForHydration(page);

      let clockPaused = false;
      for (const [index, step] of steps.entries()) {
        const answer = isSend(step) ? answerFor(steps, index) : undefined;
        if (isSubmit(step)) {
          // Timers stop here so the send's delays replay exactly. Not earlier: React work still
          // scheduled on timers when the clock stops would never run.
          if (!clockPaused) await page.clock.pauseAt(Date.now() + 1000);
          clockPaused = true;
          if (answer) await scriptAnswers(request, email, [answer]);
        }
        await perform(page, step.action, email);
        // A send the stand-in answers at once leaves 'sending' before the page can be checked;
        // the step that settles it checks the state after.
        const answeredAtOnce = isSend(step) && answer?.type !== 'hang';
        if (!answeredAtOnce) await expectPageIn(page, step, email);
      }
      if (path.steps.some((step) => step.state.context.honeypot)) {
        expect(await receivedSends(request, email)).toEqual([]); // the bot's submit sent nothing
      }
    },
  );
}

test('the model covers every state of the contact machine', { tag: sameOnEveryScreen }, () => {
  const reached = new Set(
    contactModelPaths().flatMap((path) => path.steps.map((step) => String(step.state.value))),
  );
  expect([...reached].sort()).toEqual(Object.keys(contactMachine.root.states).sort());
});
