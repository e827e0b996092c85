import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createContactLoader, type ContactLoader } from './contactLoader';
import type { contactMachine } from './contactMachine';

const ContactContext = createContext<ContactLoader | null>(null);

interface ContactProviderProps {
  /** The contact machine, or a copy with other actors (tests swap the sender); fixed once rendered. */
  logic?: typeof contactMachine;
  children: ReactNode;
}

/** One contact actor for the page, loaded once it has hydrated; shared by the button and the dialog. */
export function ContactProvider({ logic, children }: ContactProviderProps) {
  const [loader] = useState(() => createContactLoader(logic));
  useEffect(() => {
    loader.load();
    return () => loader.stop();
  }, [loader]);
  return <ContactContext.Provider value={loader}>{children}</ContactContext.Provider>;
}

function useContactLoader(): ContactLoader {
  const loader = useContext(ContactContext);
  if (!loader) throw new Error('Contact parts need a <ContactProvider> above them.');
  return loader;
}

/** Opens the dialog, at once or as soon as the contact chunk has loaded. */
export const useOpenContactDialog = () => useContactLoader().open;

/** Where the dialog mounts: nothing until the contact chunk has loaded. */
export function ContactDialogSlot() {
  const loader = useContactLoader();
  const started = useSyncExternalStore(loader.subscribe, loader.getStarted, () => null);
  return started && <started.Dialog actor={started.actor} />;
}

/** Whether the visitor asked for the dialog and its chunk could not load. */
export function useContactFailed(): boolean {
  const loader = useContactLoader();
  return useSyncExternalStore(loader.subscribe, loader.getFailed, () => false);
}
