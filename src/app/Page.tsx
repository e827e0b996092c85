import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ContactProvider } from '../features/contact/ContactProvider';
import type { contactMachine } from '../features/contact/contactMachine';
import { App } from './App';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  /** The contact machine, or a copy with other actors (tests swap the sender). */
  contactLogic?: typeof contactMachine;
  children: ReactNode;
}

/**
 * The store and the contact actor that every part of the page reads from; no actor in a build
 * without EmailJS settings, whose "Get in Touch" is a mailto: link.
 */
export function AppProviders({ store, contactLogic, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      {EMAILJS_SETTINGS ? (
        <ContactProvider logic={contactLogic}>{children}</ContactProvider>
      ) : (
        children
      )}
    </Provider>
  );
}

/** The whole page: what the browser hydrates, the build prerenders and page tests render. */
export function Page(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <App />
    </AppProviders>
  );
}
