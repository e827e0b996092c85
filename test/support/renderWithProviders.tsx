import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppProviders } from '../../src/app/Page';
import { makeStore, type RootState } from '../../src/app/store';
import type { contactMachine } from '../../src/features/contact/contactMachine';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  contactLogic?: typeof contactMachine;
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders with a fresh store and contact actor, as the page does, and waits (inside act) for the
 * contact chunk to load and its actor to start.
 */
export async function renderWithProviders(
  ui: ReactElement,
  { preloadedState, contactLogic, userOptions, ...renderOptions }: ProviderOptions = {},
) {
  const store = makeStore(preloadedState);
  const user = userEvent.setup(userOptions);
  const view = render(ui, {
    wrapper: ({ children }) => (
      <AppProviders store={store} contactLogic={contactLogic}>
        {children}
      </AppProviders>
    ),
    ...renderOptions,
  });
  await act(async () => {});
  return { store, user, ...view };
}
