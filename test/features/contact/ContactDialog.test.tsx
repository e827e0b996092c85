import { screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { App } from '../../../src/app/App';
import type { ContactFields } from '../../../src/features/contact/contactFields';
import { contactMachine } from '../../../src/features/contact/contactMachine';
import { renderWithProviders } from '../../support/renderWithProviders';
import { contactWords } from '../../../src/features/contact/contactWords';
import { words } from '../../../src/content';

const visitor = {
  name: 'Ada Visitor',
  email: 'ada@example.com',
  company: 'Acme',
  message: 'Hello!',
};

async function renderPage(send: (fields: ContactFields) => Promise<void>) {
  const sent: ContactFields[] = [];
  const contactLogic = contactMachine.provide({
    actors: {
      sendEmail: fromPromise<void, ContactFields>(({ input }) => {
        sent.push(input);
        return send(input);
      }),
    },
  });
  const view = await renderWithProviders(<App />, {
    contactLogic,
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  return { ...view, sent };
}

async function openAndFill(user: Awaited<ReturnType<typeof renderPage>>['user']) {
  await user.click(screen.getByRole('button', { name: words.getInTouch }));
  const dialog = await screen.findByRole('dialog', { name: words.getInTouch });
  await user.type(within(dialog).getByLabelText(contactWords.nameLabel), visitor.name);
  await user.type(within(dialog).getByLabelText(contactWords.emailLabel), visitor.email);
  await user.type(within(dialog).getByLabelText(contactWords.companyLabel), visitor.company);
  await user.type(within(dialog).getByLabelText(contactWords.messageLabel), visitor.message);
  return dialog;
}

describe('contact dialog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is closed until "Get in Touch" opens it, and Cancel closes it', async () => {
    const { user } = await renderPage(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words.getInTouch }));
    const dialog = await screen.findByRole('dialog', { name: words.getInTouch });
    expect(within(dialog).getByLabelText(contactWords.emailLabel)).toHaveAttribute('type', 'email');
    for (const label of [
      contactWords.nameLabel,
      contactWords.emailLabel,
      contactWords.messageLabel,
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeRequired();
    }
    expect(within(dialog).getByLabelText(contactWords.companyLabel)).not.toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: contactWords.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables Send and says it is sending while the message is on its way', async () => {
    const { user } = await renderPage(() => new Promise<void>(() => {}));
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: contactWords.send }));
    expect(within(dialog).getByRole('button', { name: contactWords.sending })).toBeDisabled();
  });

  it('refuses a required field that holds only spaces, with a message saying so', async () => {
    const { user, sent } = await renderPage(() => Promise.resolve());
    const dialog = await openAndFill(user);
    const name = within(dialog).getByLabelText(contactWords.nameLabel);
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: contactWords.send }));

    expect(sent).toHaveLength(0);
    expect(name).toBeInvalid();
    expect((name as HTMLInputElement).validationMessage).toBe(contactWords.onlySpaces);
    await user.type(name, 'Ada');
    expect(name).toBeValid();
  });

  it('caps the message at 5000 characters and counts down as the visitor types', async () => {
    const { user } = await renderPage(() => Promise.resolve());
    const dialog = await openAndFill(user);
    const message = within(dialog).getByLabelText(contactWords.messageLabel);
    expect(message).toHaveAccessibleDescription('4,994 characters left');

    await user.clear(message);
    await user.click(message);
    await user.paste('x'.repeat(5001));
    expect(message).toHaveValue('x'.repeat(5000));
    expect(message).toHaveAccessibleDescription('0 characters left');
  });

  it('sends markup typed into the fields as plain text and never renders it', async () => {
    const markup = '<img src="x" onerror="alert(1)"><script>alert(2)</script>';
    const { user, sent } = await renderPage(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: words.getInTouch }));
    const dialog = await screen.findByRole('dialog', { name: words.getInTouch });
    await user.type(within(dialog).getByLabelText(contactWords.nameLabel), markup);
    await user.type(within(dialog).getByLabelText(contactWords.emailLabel), visitor.email);
    await user.type(within(dialog).getByLabelText(contactWords.messageLabel), markup);
    await user.click(within(dialog).getByRole('button', { name: contactWords.send }));

    expect(sent).toEqual([{ name: markup, email: visitor.email, company: '', message: markup }]);
    expect(document.querySelector('img[src="x"], script:not([src])')).toBeNull();
  });
});

describe('contact draft', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('ignores a saved draft that is not valid JSON', async () => {
    window.sessionStorage.setItem('contact-draft', '{"name": "Ad');
    const { user } = await renderPage(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: words.getInTouch }));
    expect(await screen.findByLabelText(contactWords.nameLabel)).toHaveValue('');
  });
});
