import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ContactFields } from '../../../src/features/contact/contactFields';
import { contactMachine } from '../../../src/features/contact/contactMachine';

const filled: ContactFields = {
  name: 'Ada Visitor',
  email: 'ada@example.com',
  company: 'Acme',
  message: 'Can you build us a chatbot?',
};

/** A sender the test settles by hand, recording what it was asked to send. */
function controlledSender() {
  const calls: ContactFields[] = [];
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const logic = fromPromise<void, ContactFields>(({ input }) => {
    calls.push(input);
    return new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    calls,
    logic,
    resolve: () => settle?.resolve(),
    reject: (error: unknown) => settle?.reject(error),
  };
}

function startMachine() {
  const sender = controlledSender();
  const clock = new SimulatedClock();
  const countSent = jest.fn();
  const actor = createActor(
    contactMachine.provide({ actors: { sendEmail: sender.logic }, actions: { countSent } }),
    { clock },
  ).start();
  const fill = (fields: ContactFields) => {
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'change', field: field as keyof ContactFields, value });
    }
  };
  return { actor, clock, sender, fill, countSent };
}

describe('contact machine', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('starts closed and opens on "open"', () => {
    const { actor } = startMachine();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('closes on cancel and keeps the draft for the next opening', () => {
    const { actor, fill } = startMachine();
    actor.send({ type: 'open' });
    fill(filled);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().context.fields).toEqual(filled);
  });

  it('refuses to send while a required field is empty or only spaces', () => {
    const { actor, fill, sender } = startMachine();
    actor.send({ type: 'open' });
    fill({ ...filled, message: '   ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    expect(sender.calls).toHaveLength(0);
  });

  it('sends the trimmed fields, shows success for 3 s, then closes with an empty form', async () => {
    const { actor, clock, fill, sender } = startMachine();
    actor.send({ type: 'open' });
    fill({ ...filled, name: '  Ada Visitor ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sender.calls).toEqual([filled]);

    sender.resolve();
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    clock.increment(2999);
    expect(actor.getSnapshot().value).toBe('success');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.fields).toEqual({
      name: '',
      email: '',
      company: '',
      message: '',
    });
  });

  it('with the honeypot filled: sends nothing, yet shows success for 3 s and closes, as for a person', () => {
    const { actor, clock, fill, sender } = startMachine();
    actor.send({ type: 'open' });
    fill(filled);
    actor.send({ type: 'honeypotChange', value: 'https://spam.example' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('success');
    expect(sender.calls).toEqual([]);
    clock.increment(3000);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({
      fields: { name: '', email: '', company: '', message: '' },
      honeypot: '',
    });
  });

  it('with the honeypot empty: sends as usual', () => {
    const { actor, fill, sender } = startMachine();
    actor.send({ type: 'open' });
    fill(filled);
    actor.send({ type: 'honeypotChange', value: '' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sender.calls).toEqual([filled]);
  });

  it('ignores a second submit while sending', () => {
    const { actor, fill, sender } = startMachine();
    actor.send({ type: 'open' });
    fill(filled);
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sender.calls).toHaveLength(1);
  });

  it('logs a failed send and returns to open with every value kept; a retry can succeed', async () => {
    const { actor, fill, sender } = startMachine();
    actor.send({ type: 'open' });
    fill(filled);
    actor.send({ type: 'submit' });
    const failure = { status: 500, text: 'Internal Server Error' };
    sender.reject(failure);
    await waitFor(actor, (snapshot) => snapshot.matches('open'));

    expect(consoleError).toHaveBeenCalledWith('Error sending email', failure);
    expect(actor.getSnapshot().context.fields).toEqual(filled);

    actor.send({ type: 'submit' });
    sender.resolve();
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(sender.calls).toHaveLength(2);
  });

  it('gives up after 15 s without an answer, logging it and keeping the values', () => {
    const { actor, clock, fill } = startMachine();
    actor.send({ type: 'open' });
    fill(filled);
    actor.send({ type: 'submit' });
    clock.increment(14999);
    expect(actor.getSnapshot().value).toBe('sending');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('open');
    expect(consoleError).toHaveBeenCalledWith('Error sending email', expect.any(Error));
    expect(actor.getSnapshot().context.fields).toEqual(filled);
  });

  it('closes at once when the visitor cancels during the success banner', async () => {
    const { actor, fill, sender } = startMachine();
    actor.send({ type: 'open' });
    fill(filled);
    actor.send({ type: 'submit' });
    sender.resolve();
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('counts a message for analytics once it is sent, and not a failed send or a bot’s', async () => {
    const { actor, sender, fill, countSent } = startMachine();
    actor.send({ type: 'open' });
    fill(filled);
    actor.send({ type: 'honeypotChange', value: 'bot' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'cancel' });
    actor.send({ type: 'open' });
    fill(filled);
    actor.send({ type: 'submit' });
    sender.reject(new Error('down'));
    await waitFor(actor, (state) => state.matches('open'));
    expect(countSent).not.toHaveBeenCalled();
    actor.send({ type: 'submit' });
    sender.resolve();
    await waitFor(actor, (state) => state.matches('success'));
    expect(countSent).toHaveBeenCalledTimes(1);
  });

  it('ignores field changes while closed or sending', () => {
    const { actor, fill } = startMachine();
    actor.send({ type: 'change', field: 'name', value: 'ghost' });
    expect(actor.getSnapshot().context.fields.name).toBe('');
    actor.send({ type: 'open' });
    fill(filled);
    actor.send({ type: 'submit' });
    actor.send({ type: 'change', field: 'message', value: 'edited while sending' });
    expect(actor.getSnapshot().context.fields.message).toBe(filled.message);
  });
});
