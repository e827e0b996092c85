import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ActorRefFrom } from 'xstate';
import type { contactMachine } from './contactMachine';

export type ContactActorRef = ActorRefFrom<typeof contactMachine>;

const loadContactRuntime = () => import(/* webpackChunkName: "contact" */ './contactRuntime');
const LazyContactDialog = lazy(() =>
  loadContactRuntime().then((runtime) => ({ default: runtime.ContactDialog })),
);

interface ContactContextValue {
  /** The running contact machine; null until its chunk has loaded. */
  actor: ContactActorRef | null;
  /** Opens the dialog, at once or as soon as the contact chunk has loaded. */
  openDialog: () => void;
}

const ContactContext = createContext<ContactContextValue | null>(null);

interface ContactProviderProps {
  /** The contact machine, or a copy with other actors (tests swap the sender). */
  logic?: typeof contactMachine;
  children: ReactNode;
}

/**
 * Starts one contact actor for the page once it has hydrated, shared by the 'Get in Touch'
 * button and the dialog. A click that comes before the chunk opens the dialog when it arrives;
 * a chunk that failed to load is requested again by the next click.
 */
export function ContactProvider({ logic, children }: ContactProviderProps) {
  const [actor, setActor] = useState<ContactActorRef | null>(null);
  // The same actor, readable by a click that lands before React re-renders with it.
  const liveActor = useRef<ContactActorRef | null>(null);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const openWhenStarted = useRef(false);
  const loadFailed = useRef(false);

  useEffect(() => {
    let disposed = false;
    let started: ContactActorRef | undefined;
    loadContactRuntime().then(
      (runtime) => {
        if (disposed) return;
        started = runtime.startContactActor(logic);
        if (openWhenStarted.current) started.send({ type: 'open' });
        openWhenStarted.current = false;
        liveActor.current = started;
        setActor(started);
      },
      (error: unknown) => {
        loadFailed.current = true;
        console.error('The contact form could not load', error);
      },
    );
    return () => {
      disposed = true;
      started?.stop();
      liveActor.current = null;
      setActor(null);
    };
  }, [logic, loadAttempt]);

  const openDialog = useCallback(() => {
    if (liveActor.current) {
      liveActor.current.send({ type: 'open' });
      return;
    }
    openWhenStarted.current = true;
    if (loadFailed.current) {
      loadFailed.current = false;
      setLoadAttempt((attempt) => attempt + 1);
    }
  }, []);

  const value = useMemo(() => ({ actor, openDialog }), [actor, openDialog]);
  return <ContactContext.Provider value={value}>{children}</ContactContext.Provider>;
}

export function useContact(): ContactContextValue {
  const value = useContext(ContactContext);
  if (!value) throw new Error('useContact needs a <ContactProvider> above it.');
  return value;
}

/** Where the dialog mounts: nothing until the contact chunk has loaded. */
export function ContactDialogSlot() {
  const { actor } = useContact();
  if (!actor) return null;
  return (
    <Suspense fallback={null}>
      <LazyContactDialog actor={actor} />
    </Suspense>
  );
}
