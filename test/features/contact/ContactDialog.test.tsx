import { act, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { App } from '../../../src/app/App';
import type { ContactFields } from '../../../src/features/contact/contactFields';
import { contactMachine } from '../../../src/features/contact/contactMachine';
import { blockWebStorage } from '../../support/blockWebStorage';
import { renderWithProviders } from '../../support/renderWithProviders';

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
  await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
  const dialog = await screen.findByRole('dialog', { name: 'Get in Touch' });
  await user.type(within(dialog).getByLabelText('Name'), visitor.name);
  await user.type(within(dialog).getByLabelText('Email'), visitor.email);
  await user.type(within(dialog).getByLabelText('Company (optional)'), visitor.company);
  await user.type(within(dialog).getByLabelText('Message'), visitor.message);
  return dialog;
}

describe('contact dialog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is closed until "Get in Touch" opens it, and Cancel closes it', async () => {
    const { user } = await renderPage(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get in Touch' });
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    for (const label of ['Name', 'Email', 'Message']) {
      expect(within(dialog).getByLabelText(label)).toBeRequired();
    }
    expect(within(dialog).getByLabelText('Company (optional)')).not.toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends nothing while required fields are empty', async () => {
    const { user, sent } = await renderPage(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends the form, shows the banner for 3 s, then closes', async () => {
    const { user, sent } = await renderPage(() => Promise.resolve());
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(sent).toEqual([visitor]);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Email Sent Successfully!');
    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(screen.getByText('Email Sent Successfully!')).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables Send and shows "Sending..." while the message is on its way', async () => {
    const { user } = await renderPage(() => new Promise<void>(() => {}));
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('keeps the dialog open with every value after a failed send, and logs it', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = { status: 429, text: 'Too Many Requests' };
    const { user } = await renderPage(() => Promise.reject(failure));
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('button', { name: 'Send' })).toBeEnabled();
    expect(consoleError).toHaveBeenCalledWith('Error sending email', failure);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue(visitor.name);
    expect(within(dialog).getByLabelText('Email')).toHaveValue(visitor.email);
    expect(within(dialog).getByLabelText('Company (optional)')).toHaveValue(visitor.company);
    expect(within(dialog).getByLabelText('Message')).toHaveValue(visitor.message);
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    consoleError.mockRestore();
  });

  it('refuses a required field that holds only spaces, with a message saying so', async () => {
    const { user, sent } = await renderPage(() => Promise.resolve());
    const dialog = await openAndFill(user);
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(sent).toHaveLength(0);
    expect(name).toBeInvalid();
    expect((name as HTMLInputElement).validationMessage).toBe(
      'Please enter your name, not only spaces.',
    );
    await user.type(name, 'Ada');
    expect(name).toBeValid();
  });

  it('caps the message at 5000 characters and counts down as the visitor types', async () => {
    const { user } = await renderPage(() => Promise.resolve());
    const dialog = await openAndFill(user);
    const message = within(dialog).getByLabelText('Message');
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
    await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get in Touch' });
    await user.type(within(dialog).getByLabelText('Name'), markup);
    await user.type(within(dialog).getByLabelText('Email'), visitor.email);
    await user.type(within(dialog).getByLabelText('Message'), markup);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(sent).toEqual([{ name: markup, email: visitor.email, company: '', message: markup }]);
    expect(document.querySelector('img[src="x"], script:not([src])')).toBeNull();
  });

  it('sends one request for a double click on Send', async () => {
    const { user, sent } = await renderPage(() => new Promise<void>(() => {}));
    const dialog = await openAndFill(user);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send' }));
    expect(sent).toHaveLength(1);
  });

  it('sends one request for Enter pressed twice in a field', async () => {
    const { user, sent } = await renderPage(() => new Promise<void>(() => {}));
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByLabelText('Name'));
    await user.keyboard('{Enter}{Enter}');
    expect(sent).toHaveLength(1);
  });
});

describe('contact draft', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('comes back after a reload in the same tab', async () => {
    const first = await renderPage(() => Promise.resolve());
    await openAndFill(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Cancel' }));
    first.unmount();

    const { user } = await renderPage(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get in Touch' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue(visitor.name);
    expect(within(dialog).getByLabelText('Email')).toHaveValue(visitor.email);
    expect(within(dialog).getByLabelText('Company (optional)')).toHaveValue(visitor.company);
    expect(within(dialog).getByLabelText('Message')).toHaveValue(visitor.message);
  });

  it('is cleared by a successful send', async () => {
    const first = await renderPage(() => Promise.resolve());
    const dialog = await openAndFill(first.user);
    await first.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText('Email Sent Successfully!');
    first.unmount();

    const { user } = await renderPage(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
    expect(await screen.findByLabelText('Message')).toHaveValue('');
    expect(window.sessionStorage).toHaveLength(0);
  });

  it('ignores a saved draft that is not valid JSON', async () => {
    window.sessionStorage.setItem('contact-draft', '{"name": "Ad');
    const { user } = await renderPage(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('');
  });

  it('with storage that throws: keeps the draft in memory and raises no error', async () => {
    blockWebStorage();
    const { user } = await renderPage(() => Promise.resolve());
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
    expect(within(dialog).getByLabelText('Message')).toHaveValue(visitor.message);
  });
});
