import { generatedFiles } from '../generatedFiles';
import { hitRequest, isOnThisMachine, type AnalyticsSettings, type Hit } from './providers';

declare global {
  /** Replaced at build time by webpack's DefinePlugin (null when the content names no analytics). */
  const ANALYTICS_SETTINGS: AnalyticsSettings | null;
}

export const eventNames = {
  resumeDownload: 'Resume Download',
  contactSent: 'Contact Sent',
  profileLink: 'Profile Link',
} as const;

/**
 * Whether this visit may be counted: not when the visitor asks not to be (Global Privacy Control,
 * Do Not Track), and not from a page on this machine (`npm start`, a preview) unless the hits go
 * to this machine too (the stand-in, for tests).
 */
function mayCount(settings: AnalyticsSettings): boolean {
  const visitor = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (visitor.globalPrivacyControl === true || visitor.doNotTrack === '1') return false;
  return !isOnThisMachine(location.href) || isOnThisMachine(settings.origin);
}

/** Sends one hit and forgets it: nothing waits for it, and no answer or failure shows. */
function send(settings: AnalyticsSettings, hit: Hit) {
  const request = hitRequest(settings, hit, {
    url: location.href,
    referrer: document.referrer,
    title: document.title,
    language: navigator.language,
    screen: { width: screen.width, height: screen.height },
  });
  // Not sendBeacon, which sends cookies: a keepalive fetch outlives the page as well, without them.
  fetch(request.url, {
    method: 'POST',
    body: request.body ?? null,
    headers: request.contentType ? { 'Content-Type': request.contentType } : {},
    keepalive: true,
    credentials: 'omit',
    // GoatCounter's /count answers with no CORS headers: an opaque request is all it needs.
    mode: request.body ? 'cors' : 'no-cors',
  }).catch(() => {});
}

/**
 * Counts a message that was sent, where counting is on and allowed. Every use of the settings is
 * behind a test of them, so a build that counts nothing carries none of this (the budget checks).
 */
export function countContactSent() {
  const settings = ANALYTICS_SETTINGS;
  if (settings && mayCount(settings)) send(settings, { name: eventNames.contactSent });
}

/** The event a click on this link is: the résumé's download, or one of the owner's profiles. */
function eventOfLink(link: HTMLAnchorElement, settings: AnalyticsSettings): Hit | null {
  if (link.hasAttribute('download') && link.pathname.endsWith(`/${generatedFiles.resumePdf}`))
    return { name: eventNames.resumeDownload };
  const network = settings.networks[link.getAttribute('href') ?? ''];
  return network ? { name: eventNames.profileLink, network } : null;
}

/**
 * Counts this page load once, when the browser is idle after the first paint, and the clicks
 * that download the résumé or follow a profile link. Moving between sections counts nothing.
 */
export function countVisits() {
  const settings = ANALYTICS_SETTINGS;
  if (!settings || !mayCount(settings)) return;
  const whenIdle = window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 1));
  whenIdle(() => send(settings, {}));
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a');
    const hit = link && eventOfLink(link, settings);
    if (hit) send(settings, hit);
  };
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('auxclick', onClick, { capture: true });
}
