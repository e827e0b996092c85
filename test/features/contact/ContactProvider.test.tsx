import { fireEvent, render, screen } from '@testing-library/react';
import { Page } from '../../../src/app/Page';
import { makeStore } from '../../../src/app/store';

describe('contact chunk loading', () => {
  it('opens the dialog for a click that came before the contact chunk had loaded', async () => {
    render(<Page store={makeStore()} />);
    expect(document.querySelector('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Get in Touch' }));
    expect(await screen.findByRole('dialog', { name: 'Get in Touch' })).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});
