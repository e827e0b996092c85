/**
 * The analytics providers the page can count visits with, each by its own documented hit: no
 * provider's script is loaded, so the Content-Security-Policy gains one origin in connect-src.
 */
export const analyticsProviders = {
  /** Plausible's Events API (plausible.io/docs/events-api); `site` is the site's domain. */
  plausible: { hostedOrigin: 'https://plausible.io', needsSite: true },
  /** Umami's POST /api/send (umami.is/docs/api/sending-stats); `site` is the website id. */
  umami: { hostedOrigin: 'https://cloud.umami.is', needsSite: true },
  /** GoatCounter's /count (goatcounter.com/code/pixel): the origin names the site. */
  goatcounter: { hostedOrigin: null, needsSite: false },
} as const;
export type AnalyticsProvider = keyof typeof analyticsProviders;

/** Who visits, counted without cookies (the content's `analytics`); nothing is counted unless told. */
export interface OwnerAnalytics {
  /** Which service counts the visits. */
  provider: AnalyticsProvider;
  /** The service's id for the site: Plausible's domain, Umami's website id (GoatCounter: none). */
  site?: string;
  /** Where hits go: the service's hosted origin unless told (GoatCounter has none). */
  origin?: string;
}

/** The fields of `analytics` a provider cannot do without. */
export const fieldsNeededBy = (provider: AnalyticsProvider): ('site' | 'origin')[] => [
  ...(analyticsProviders[provider].needsSite ? (['site'] as const) : []),
  ...(analyticsProviders[provider].hostedOrigin ? [] : (['origin'] as const)),
];

/** The names of this machine in an address: where the stand-in runs, and `npm start` serves. */
export const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/** Whether an address is on this machine. */
export const isOnThisMachine = (address: string) =>
  loopbackHosts.includes(new URL(address).hostname);

/** What the page counts with, as the build fixes it in the bundle (ANALYTICS_SETTINGS). */
export interface AnalyticsSettings {
  provider: AnalyticsProvider;
  /** The provider's id for the site ('' for GoatCounter). */
  site: string;
  /** Where hits go: the provider's hosted service, or a self-hosted instance. */
  origin: string;
  /** The network of each of the owner's profile links, by its address as written. */
  networks: Record<string, string>;
}

/**
 * What the page counts with, from the content's `analytics` (already checked): each provider's
 * hosted origin unless another is named; null when nothing is counted.
 */
export function analyticsSettings(
  analytics: OwnerAnalytics | undefined,
  networks: Record<string, string> = {},
): AnalyticsSettings | null {
  if (!analytics) return null;
  const { provider, site = '', origin } = analytics;
  return {
    provider,
    site,
    origin: new URL(origin ?? analyticsProviders[provider].hostedOrigin!).origin,
    networks,
  };
}

/** A pageview (no name), or an event with its name and, for some, the network it concerns. */
export interface Hit {
  name?: string;
  network?: string;
}

/** What the page says of itself in a hit: no identifier, nothing stored. */
export interface PageFacts {
  url: string;
  referrer: string;
  title: string;
  language: string;
  screen: { width: number; height: number };
}

export interface HitRequest {
  url: string;
  /** text/plain sends without a CORS preflight, as each provider's own script does. */
  body?: string;
  contentType?: string;
}

const pageviewName = 'pageview';

/** The request each provider documents for a hit. */
export function hitRequest(settings: AnalyticsSettings, hit: Hit, page: PageFacts): HitRequest {
  const { origin, site } = settings;
  const { pathname, hostname } = new URL(page.url);
  const data = hit.network ? { network: hit.network } : undefined;
  switch (settings.provider) {
    case 'plausible':
      return {
        url: `${origin}/api/event`,
        contentType: 'text/plain',
        body: JSON.stringify({
          name: hit.name ?? pageviewName,
          url: page.url,
          domain: site,
          referrer: page.referrer || null,
          ...(data && { props: data }),
        }),
      };
    case 'umami':
      return {
        url: `${origin}/api/send`,
        contentType: 'application/json',
        body: JSON.stringify({
          type: 'event',
          payload: {
            website: site,
            hostname,
            url: pathname,
            referrer: page.referrer,
            title: page.title,
            language: page.language,
            screen: `${page.screen.width}x${page.screen.height}`,
            ...(hit.name && { name: hit.name }),
            ...(data && { data }),
          },
        }),
      };
    case 'goatcounter': {
      const query = new URLSearchParams({
        p: hit.name ? [hit.name, hit.network].filter(Boolean).join(': ') : pathname,
        t: hit.name ? hit.name : page.title,
        r: page.referrer,
        s: `${page.screen.width},${page.screen.height}`,
        ...(hit.name && { e: 'true' }),
      });
      return { url: `${origin}/count?${query}` };
    }
  }
}
