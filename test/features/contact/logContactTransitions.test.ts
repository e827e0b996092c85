import { createActor, fromPromise } from 'xstate';
import type { ContactFields } from '../../../src/features/contact/contactFields';
import { contactMachine } from '../../../src/features/contact/contactMachine';
import { logContactTransitions } from '../../../src/features/contact/logContactTransitions';

describe('contact transitions in the development console', () => {
  it('logs each change of state with the event that caused it, and nothing else', async () => {
    const debug = jest.spyOn(console, 'debug').mockImplementation(() => {});
    const logic = contactMachine.provide({
      actors: { sendEmail: fromPromise<void, ContactFields>(async () => {}) },
    });
    const actor = createActor(logic, { inspect: logContactTransitions() }).start();
    actor.send({ type: 'open' });
    for (const [field, value] of [
      ['name', 'Ada'],
      ['email', 'a@b.co'],
      ['message', 'Hi'],
    ] as const) {
      actor.send({ type: 'change', field, value });
    }
    actor.send({ type: 'submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(debug.mock.calls.map(([line]) => line)).toEqual([
      '[contact] start → closed on xstate.init',
      '[contact] closed → open on open',
      '[contact] open → sending on submit',
      '[contact] sending → success on xstate.done.actor.sendEmail',
    ]);
    actor.stop();
    debug.mockRestore();
  });
});
