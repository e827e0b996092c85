import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ContactProvider } from '../features/contact/ContactProvider';
import type { contactMachine } from '../features/contact/contactMachine';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  /** The contact machine, or a copy with other actors (tests swap the sender). */
  contactLogic?: typeof contactMachine;
  children: ReactNode;
}

export function AppProviders({ store, contactLogic, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ContactProvider logic={contactLogic}>{children}</ContactProvider>
    </Provider>
  );
}
