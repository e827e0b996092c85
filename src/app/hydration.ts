import { useEffect } from 'react';

/** Fired on document once the page has hydrated: the early-input script replays what it held. */
export const hydratedEvent = 'portfolio:hydrated';

/** The attribute on <html> that says the page has hydrated, for tests and the tap test to wait on. */
export const hydratedAttribute = 'data-hydrated';

/** Marks the page hydrated (hydratedAttribute), and lets src/headScripts/holdEarlyInput.ts replay. */
export function useAnnounceHydrated(): void {
  useEffect(() => {
    document.documentElement.setAttribute(hydratedAttribute, '');
    document.dispatchEvent(new Event(hydratedEvent));
  }, []);
}
