import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { sendEmail } from '../../lib/emailjs/sendEmail';
import {
  emptyContactFields,
  hasRequiredContactFields,
  trimContactFields,
  type ContactField,
  type ContactFields,
} from './contactFields';

export type ContactEvent =
  | { type: 'open' }
  | { type: 'cancel' }
  | { type: 'change'; field: ContactField; value: string }
  /** The honeypot: a field people never see or reach, which form-filling bots fill. */
  | { type: 'honeypotChange'; value: string }
  | { type: 'submit' };

/**
 * The contact dialog: closed → open → sending → success (3 s) → closed. A failed or unanswered
 * send is logged and returns to open with every value kept, so the visitor can try again. A
 * submit with the honeypot filled sends nothing and goes straight to success, so the bot that
 * filled it sees what a person would and learns nothing.
 */
export const contactMachine = setup({
  types: {
    context: {} as { fields: ContactFields; honeypot: string },
    events: {} as ContactEvent,
    /** A draft to start from, such as one restored after a reload. */
    input: {} as { draft?: ContactFields } | void,
  },
  actors: {
    sendEmail: fromPromise<void, ContactFields>(({ input }) => sendEmail(input)),
  },
  actions: {
    updateField: assign({
      fields: ({ context, event }) =>
        event.type === 'change'
          ? { ...context.fields, [event.field]: event.value }
          : context.fields,
    }),
    updateHoneypot: assign({
      honeypot: ({ context, event }) =>
        event.type === 'honeypotChange' ? event.value : context.honeypot,
    }),
    clearFields: assign({ fields: emptyContactFields, honeypot: '' }),
    countSent: () => {
      if (ANALYTICS_SETTINGS)
        void import(/* webpackChunkName: "analytics" */ '../../lib/analytics/countVisits').then(
          (counting) => counting.countContactSent(),
        );
    },
    logSendError: (_, params: { error: unknown }) => {
      console.error('Error sending email', params.error);
    },
  },
  guards: {
    requiredFieldsFilled: ({ context }) => hasRequiredContactFields(context.fields),
    filledByBot: ({ context }) => context.honeypot !== '',
  },
  delays: {
    successDisplay: 3000,
    sendTimeout: 15000,
  },
}).createMachine({
  id: 'contact',
  initial: 'closed',
  context: ({ input }) => ({ fields: input?.draft ?? emptyContactFields, honeypot: '' }),
  states: {
    closed: {
      on: { open: 'open' },
    },
    open: {
      on: {
        change: { actions: 'updateField' },
        honeypotChange: { actions: 'updateHoneypot' },
        submit: [
          { guard: 'filledByBot', target: 'success' },
          { guard: 'requiredFieldsFilled', target: 'sending' },
        ],
        cancel: 'closed',
      },
    },
    sending: {
      invoke: {
        id: 'sendEmail',
        src: 'sendEmail',
        input: ({ context }) => trimContactFields(context.fields),
        onDone: { target: 'success', actions: 'countSent' },
        onError: {
          target: 'open',
          actions: { type: 'logSendError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      after: {
        sendTimeout: {
          target: 'open',
          actions: {
            type: 'logSendError',
            params: () => ({ error: new Error('The email service did not answer within 15 s.') }),
          },
        },
      },
    },
    success: {
      entry: 'clearFields',
      on: { cancel: 'closed' },
      after: { successDisplay: 'closed' },
    },
  },
});

/** The running contact machine, as the dialog and the page's button talk to it. */
export type ContactActorRef = ActorRefFrom<typeof contactMachine>;
