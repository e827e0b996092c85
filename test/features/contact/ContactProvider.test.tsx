import { fireEvent, render, screen } from '@testing-library/react';
import { Page } from '../../../src/app/Page';
import { makeStore } from '../../../src/app/store';
import { profile, words } from '../../../src/content';
import { contactWords } from '../../../src/features/contact/contactWords';

/**
 * Whether the contact chunk arrives. A chunk that arrived stays loaded for the rest of the file
 * (as in a browser), so the test of a failed load comes first.
 */
let mockChunkArrives = true;
jest.mock('../../../src/features/contact/contactRuntime', () => {
  if (!mockChunkArrives) throw new Error('Loading chunk contact failed.');
  return jest.requireActual('../../../src/features/contact/contactRuntime');
});

describe('contact chunk loading', () => {
  afterEach(() => {
    mockChunkArrives = true;
    jest.restoreAllMocks();
  });

  it('offers the owner’s address when the dialog cannot load, and tries again on the next click', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockChunkArrives = false;
    render(<Page store={makeStore()} />);
    fireEvent.click(screen.getByRole('button', { name: words.getInTouch }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(profile.email);
    expect(screen.getByRole('link', { name: profile.email })).toHaveAttribute(
      'href',
      `mailto:${profile.email}`,
    );

    mockChunkArrives = true;
    fireEvent.click(screen.getByRole('button', { name: words.getInTouch }));
    expect(await screen.findByRole('dialog', { name: words.getInTouch })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the dialog for a click that came before the contact chunk had loaded', async () => {
    render(<Page store={makeStore()} />);
    expect(document.querySelector('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: words.getInTouch }));
    expect(await screen.findByRole('dialog', { name: words.getInTouch })).toBeVisible();
    expect(screen.getByLabelText(contactWords.nameLabel)).toHaveValue('');
  });
});
