import { useEffect } from 'react';

/** Fired on document once the page has hydrated. */
const hydratedEvent = 'portfolio:hydrated';

/** The attribute on <html> that says the page has hydrated, for tests and the tap test to wait on. */
export const hydratedAttribute = 'data-hydrated';

/**
 * Inlined in <head> by the build (pinned by its CSP hash). Until the page has hydrated, a tap,
 * click or key activation of a button in the page is held rather than lost (the prerendered
 * button has no handler yet), then replayed in order once React can answer it.
 */
export const earlyInputScript =
  '(function(){var d=document,q=[];' +
  'function h(e){var b=e.target.closest&&e.target.closest("#root button");' +
  'if(b){e.stopImmediatePropagation();q.push(b)}}' +
  'd.addEventListener("click",h,true);' +
  `d.addEventListener(${JSON.stringify(hydratedEvent)},function(){` +
  'd.removeEventListener("click",h,true);q.forEach(function(b){b.click()})},{once:true})})()';

/** Marks the page hydrated (hydratedAttribute), and replays what the early-input script held. */
export function useAnnounceHydrated(): void {
  useEffect(() => {
    document.documentElement.setAttribute(hydratedAttribute, '');
    document.dispatchEvent(new Event(hydratedEvent));
  }, []);
}
