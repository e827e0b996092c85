import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { contactModelPaths, describeState, type ModelEvent, type ModelPath } from './contactModel';
import { scriptAnswers } from './standIn';

type Step = ModelPath['steps'][number];

/** Makes the event happen on the real page, the way a visitor or the network would. */
async function perform(page: Page, event: ModelEvent, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Get in Touch' });
  switch (event.type) {
    case 'open':
      return page.getByRole('button', { name: 'Get in Touch' }).click();
    case 'cancel':
      return dialog.getByRole('button', { name: 'Cancel' }).click();
    case 'change': {
      const label = {
        name: 'Name',
        email: 'Email',
        company: 'Company (optional)',
        message: 'Message',
      };
      // The model's email would be shared by parallel tests; each test sends as its own visitor.
      return dialog
        .getByLabel(label[event.field])
        .fill(event.field === 'email' ? email : event.value);
    }
    case 'submit':
      return dialog.getByRole('button', { name: 'Send' }).click();
    case 'xstate.after.successDisplay.contact.success':
      return page.clock.runFor(3000);
    case 'xstate.after.sendTimeout.contact.sending':
      return page.clock.runFor(15_000);
    default:
      return; // the stand-in's answer, scripted before the submit, brings these
  }
}

/** Checks that the page shows the state the machine is in after the step. */
async function expectPageIn(page: Page, step: Step, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Get in Touch' });
  const state = step.state.value;
  if (state === 'closed') return expect(dialog).toBeHidden();
  await expect(dialog).toBeVisible();
  if (state === 'success') {
    return expect(dialog.getByRole('status')).toHaveText('Email Sent Successfully!');
  }
  const send = dialog.getByRole('button', { name: /^Send/ });
  if (state === 'sending') {
    await expect(send).toBeDisabled();
    return expect(send).toHaveText('Sending...');
  }
  await expect(send).toBeEnabled();
  const { fields } = step.state.context;
  await expect(dialog.getByLabel('Name')).toHaveValue(fields.name);
  await expect(dialog.getByLabel('Email')).toHaveValue(fields.email && email);
  await expect(dialog.getByLabel('Message')).toHaveValue(fields.message);
}

/** How the stand-in must answer the send that `submit` at `index` makes, from what follows. */
function answerFor(steps: Step[], index: number) {
  const next = steps[index + 1]?.event.type;
  if (next === 'xstate.done.actor.sendEmail') return undefined; // a normal 200
  if (next === 'xstate.error.actor.sendEmail') {
    return { type: 'reply', status: 500, text: 'Internal Server Error' } as const;
  }
  return { type: 'hang' } as const; // a timeout, or a path that ends while sending
}

for (const path of contactModelPaths()) {
  const [, ...steps] = path.steps; // the first step is the machine starting
  const title = steps.map((step) => step.event.type.replace(/^xstate\./, '')).join(' → ');

  test(`contact model: ${title} ends ${describeState(path.state)}`, async ({
    page,
    request,
    browserConsole,
  }) => {
    const sendFails = steps.some((step) =>
      ['xstate.error.actor.sendEmail', 'xstate.after.sendTimeout.contact.sending'].includes(
        step.event.type,
      ),
    );
    if (sendFails) browserConsole.allow('Error sending email', 'Failed to load resource');
    const email = `model+${test.info().testId}@example.com`;
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);

    let clockPaused = false;
    for (const [index, step] of steps.entries()) {
      const answer = step.event.type === 'submit' ? answerFor(steps, index) : undefined;
      if (step.event.type === 'submit') {
        // Timers stop here so the send's delays replay exactly. Not earlier: React work still
        // scheduled on timers when the clock stops would never run.
        if (!clockPaused) await page.clock.pauseAt(Date.now() + 1000);
        clockPaused = true;
        if (answer) await scriptAnswers(request, email, [answer]);
      }
      await perform(page, step.event, email);
      // A send the stand-in answers at once leaves 'sending' before the page can be checked;
      // the path that holds the answer checks that state.
      const answeredAtOnce = step.event.type === 'submit' && answer?.type !== 'hang';
      if (!answeredAtOnce) await expectPageIn(page, step, email);
    }
  });
}

test('the model covers every state of the contact machine', () => {
  const reached = new Set(
    contactModelPaths().flatMap((path) => path.steps.map((s) => s.state.value)),
  );
  expect([...reached].sort()).toEqual(['closed', 'open', 'sending', 'success']);
});
