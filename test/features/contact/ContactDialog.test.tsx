import { act, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { App } from '../../../src/app/App';
import type { ContactFields } from '../../../src/features/contact/contactFields';
import { contactMachine } from '../../../src/features/contact/contactMachine';
import { renderWithProviders } from '../../utils/renderWithProviders';

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
});
