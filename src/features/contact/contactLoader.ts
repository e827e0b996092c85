import type { ContactActorRef, contactMachine } from './contactMachine';

type ContactChunk = typeof import('./contactRuntime');

function importContactChunk(): Promise<ContactChunk> {
  // A build without EmailJS settings has no contact chunk: webpack leaves the import out.
  if (EMAILJS_SETTINGS) return import(/* webpackChunkName: "contact" */ './contactRuntime');
  return Promise.reject(new Error('This build has no contact form.'));
}

/**
 * Starts fetching the chunk while the page hydrates, so a tap that came early opens the dialog
 * as soon as the page can answer. A failure is left to the loader, which asks again.
 */
export function prefetchContactChunk(): void {
  importContactChunk().catch(() => undefined);
}

export interface StartedContact {
  actor: ContactActorRef;
  Dialog: ContactChunk['ContactDialog'];
}

/**
 * Loads the contact feature's own chunk (XState, EmailJS, the dialog) and starts its actor. An
 * `open` that comes first opens the dialog once the chunk has arrived. When a load the visitor
 * asked for fails (a flaky network), `getFailed` says so until a later `open` brings the chunk.
 * React reads it as an external store.
 */
export function createContactLoader(logic?: typeof contactMachine) {
  let started: StartedContact | null = null;
  let loading = false;
  let openWhenStarted = false;
  /** The visitor asked for the dialog and its chunk could not load; cleared once it loads. */
  let failed = false;
  /** Bumped by `stop`, so a load that finishes after it starts nothing. */
  let generation = 0;
  const listeners = new Set<() => void>();

  function load() {
    if (started || loading) return;
    loading = true;
    const loadGeneration = generation;
    importContactChunk().then(
      (chunk) => {
        if (loadGeneration !== generation) return;
        loading = false;
        const actor = chunk.startContactActor(logic);
        if (openWhenStarted) actor.send({ type: 'open' });
        openWhenStarted = false;
        failed = false;
        started = { actor, Dialog: chunk.ContactDialog };
        listeners.forEach((listener) => listener());
      },
      (error: unknown) => {
        if (loadGeneration !== generation) return;
        loading = false;
        console.error('The contact form could not load', error);
        if (!openWhenStarted) return;
        openWhenStarted = false;
        failed = true;
        listeners.forEach((listener) => listener());
      },
    );
  }

  return {
    load,
    open(): void {
      if (started) {
        started.actor.send({ type: 'open' });
        return;
      }
      openWhenStarted = true;
      load();
    },
    stop(): void {
      generation += 1;
      loading = false;
      started?.actor.stop();
      started = null;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getStarted: (): StartedContact | null => started,
    getFailed: (): boolean => failed,
  };
}

export type ContactLoader = ReturnType<typeof createContactLoader>;
