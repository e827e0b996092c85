/**
 * Runs in <head>. Until the page has hydrated (`hydratedEvent` on document), a tap, click or key
 * activation of a button in the page is held rather than lost, since the prerendered button has
 * no handler yet; then each is replayed, in order.
 *
 * A held button is found again by where it stands: the nearest element with an id around it, and
 * its place among that element's buttons. Hydration that falls back to rendering afresh, or a
 * section replaced by its error boundary, leaves the held node detached; its successor still
 * gets the activation, and a tap with no successor is reported rather than dropped unseen.
 */
export function holdEarlyInput(hydratedEvent: string): void {
  interface HeldButton {
    button: HTMLElement;
    anchorId: string;
    index: number;
  }
  const held: HeldButton[] = [];

  function hold(event: Event) {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('#root button');
    const anchor = button?.closest('[id]');
    if (!button || !anchor) return;
    event.stopImmediatePropagation();
    // -1: the button is its own anchor.
    const index = [...anchor.querySelectorAll<HTMLElement>('button')].indexOf(button);
    held.push({ button, anchorId: anchor.id, index });
  }

  function currentButton({ button, anchorId, index }: HeldButton) {
    if (button.isConnected) return button;
    const anchor = document.getElementById(anchorId);
    return index < 0 ? anchor : anchor?.querySelectorAll('button')[index];
  }

  document.addEventListener('click', hold, true);
  document.addEventListener(
    hydratedEvent,
    () => {
      document.removeEventListener('click', hold, true);
      for (const tap of held) {
        const button = currentButton(tap);
        if (button) button.click();
        else console.warn(`A tap made before the page was ready was lost: #${tap.anchorId}`);
      }
    },
    { once: true },
  );
}
