import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { language, words } from '../../content';
import { contactWords } from './contactWords';
import { fillIn } from '../../i18n/words';
import type { ContactActorRef } from './contactMachine';
import {
  isOnlySpaces,
  messageMaxLength,
  requiredContactFields,
  type ContactField,
} from './contactFields';

const inputFields: {
  field: ContactField;
  label: string;
  type: string;
  required: boolean;
  autoComplete: string;
}[] = [
  {
    field: 'name',
    label: contactWords.nameLabel,
    type: 'text',
    required: true,
    autoComplete: 'name',
  },
  {
    field: 'email',
    label: contactWords.emailLabel,
    type: 'email',
    required: true,
    autoComplete: 'email',
  },
  {
    field: 'company',
    label: contactWords.companyLabel,
    type: 'text',
    required: false,
    autoComplete: 'organization',
  },
];

const pluralRules = new Intl.PluralRules(language.tag);
const numberFormat = new Intl.NumberFormat(language.formatting);

/** '4,990 characters left', in the content's language and its plural forms. */
function charactersLeft(count: number): string {
  const text =
    contactWords.charactersLeft[pluralRules.select(count)] ?? contactWords.charactersLeft.other;
  return fillIn(text, { count: numberFormat.format(count) });
}

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: a native
 * modal dialog would otherwise let focus leave for the browser's own controls.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(
      'input:not([tabindex="-1"]), textarea, button:not(:disabled)',
    ),
  ];
  const [first, last] = [focusable[0], focusable.at(-1)];
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  }
}

/** The contact dialog: a native modal <dialog> driven by the contact machine. */
export function ContactDialog({ actor: contactActor }: { actor: ContactActorRef }) {
  const mode = useSelector(contactActor, (snapshot) => snapshot.value);
  const fields = useSelector(contactActor, (snapshot) => snapshot.context.fields);
  const honeypot = useSelector(contactActor, (snapshot) => snapshot.context.honeypot);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const isOpen = mode !== 'closed';
  const isSending = mode === 'sending';

  // In the same commit as the state change, so the dialog and the machine never disagree for a frame.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  // The browser's required check accepts spaces; this makes it refuse them with its own message.
  useEffect(() => {
    for (const field of requiredContactFields) {
      const control = formRef.current?.elements.namedItem(field);
      if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        control.setCustomValidity(isOnlySpaces(fields[field]) ? contactWords.onlySpaces : '');
      }
    }
  }, [fields]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    contactActor.send({ type: 'submit' });
  };

  const change = (field: ContactField) => (event: { target: { value: string } }) =>
    contactActor.send({ type: 'change', field, value: event.target.value });

  return (
    <dialog
      ref={dialogRef}
      className={mode === 'success' ? 'contact contact--sent' : 'contact'}
      aria-labelledby="contact-title"
      aria-modal="true"
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        // Escape: let the machine decide, so the dialog never closes while a send is under way.
        event.preventDefault();
        contactActor.send({ type: 'cancel' });
      }}
    >
      <h2 id="contact-title" className="contact__title">
        {words.getInTouch}
      </h2>
      {/* Banner and form share one place: the dialog keeps its size when the banner shows. */}
      <div className="contact__body">
        <div role="status" className="contact__status">
          {mode === 'success' && <p className="contact__success">{contactWords.emailSent}</p>}
        </div>
        <form ref={formRef} className="contact__form" onSubmit={onSubmit}>
          {inputFields.map(({ field, label, type, required, autoComplete }) => (
            <div key={field} className="field">
              <label htmlFor={`contact-${field}`}>{label}</label>
              <input
                id={`contact-${field}`}
                name={field}
                type={type}
                required={required}
                autoComplete={autoComplete}
                value={fields[field]}
                readOnly={isSending}
                onChange={change(field)}
              />
            </div>
          ))}
          {/*
          The honeypot. People never meet it: it is off screen, hidden from screen readers, out of
          the Tab order, and marked for browsers and password managers not to fill. Form-filling
          bots fill every field; the machine then sends nothing (see contactMachine.ts).
        */}
          <div className="contact__trap" aria-hidden="true">
            <label htmlFor="contact-website">{contactWords.honeypotLabel}</label>
            <input
              id="contact-website"
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              data-1p-ignore=""
              data-lpignore="true"
              data-bwignore=""
              data-form-type="other"
              value={honeypot}
              onChange={(event) =>
                contactActor.send({ type: 'honeypotChange', value: event.target.value })
              }
            />
          </div>
          <div className="field">
            <label htmlFor="contact-message">{contactWords.messageLabel}</label>
            <textarea
              id="contact-message"
              name="message"
              rows={5}
              required
              maxLength={messageMaxLength}
              aria-describedby="contact-message-count"
              value={fields.message}
              readOnly={isSending}
              onChange={change('message')}
            />
            <p id="contact-message-count" className="field__hint">
              {charactersLeft(messageMaxLength - fields.message.length)}
            </p>
          </div>
          <div className="contact__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => contactActor.send({ type: 'cancel' })}
            >
              {contactWords.cancel}
            </button>
            <button type="submit" className="button button--primary" disabled={mode !== 'open'}>
              {isSending ? contactWords.sending : contactWords.send}
            </button>
          </div>
        </form>
      </div>
    </dialog>
  );
}
