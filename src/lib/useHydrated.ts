import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the prerendered HTML and while hydrating it, true from then on: for controls that only
 * work with scripts, or whose markup depends on what the browser knows (saved theme).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
