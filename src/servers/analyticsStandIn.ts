import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { isOnThisMachine, type AnalyticsProvider } from '../lib/analytics/providers';
import { readBody } from './emailjsStandIn';

/** One hit as the stand-in received it: the provider's path, and what it said. */
export interface ReceivedHit {
  provider: AnalyticsProvider;
  /** The event's name, or 'pageview'. */
  name: string;
  site: string;
  /** The page's address or path, as the provider takes it. */
  page: string;
  referrer: string;
  network?: string;
  /** Whether the browser sent a cookie with it. */
  cookie: boolean;
}

/** How the stand-in answers the hits of one referrer, as a test scripts it. */
export type HitAnswer = 'fail' | 'hang';

/** Where tests script answers (POST) and read the hits received (GET ?referrer=). */
export const analyticsControlPath = '/__analytics-stand-in';

type Fields = Record<string, unknown>;
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** What each provider's documented hit says, in one shape. */
function readHit(pathname: string, query: URLSearchParams, body: Fields | null) {
  if (pathname === '/api/event' && body) {
    const props = (body.props ?? {}) as Fields;
    return {
      provider: 'plausible' as const,
      name: textOf(body.name),
      site: textOf(body.domain),
      page: textOf(body.url),
      referrer: textOf(body.referrer),
      network: textOf(props.network) || undefined,
    };
  }
  if (pathname === '/api/send' && body) {
    const payload = (body.payload ?? {}) as Fields;
    const data = (payload.data ?? {}) as Fields;
    return {
      provider: 'umami' as const,
      name: textOf(payload.name) || 'pageview',
      site: textOf(payload.website),
      page: textOf(payload.url),
      referrer: textOf(payload.referrer),
      network: textOf(data.network) || undefined,
    };
  }
  if (pathname === '/count') {
    const isEvent = query.get('e') === 'true';
    const [name = '', network] = (query.get('p') ?? '').split(': ');
    return {
      provider: 'goatcounter' as const,
      name: isEvent ? name : 'pageview',
      site: '',
      page: isEvent ? '' : name,
      referrer: query.get('r') ?? '',
      network,
    };
  }
  return null;
}

const describe = (hit: ReceivedHit) =>
  `[analytics stand-in] ${hit.provider}: ${hit.name}${hit.network ? ` (${hit.network})` : ''}` +
  `${hit.page ? ` of ${hit.page}` : ''}${hit.site ? ` for ${hit.site}` : ''}` +
  `${hit.referrer ? `, from ${hit.referrer}` : ''}`;

/**
 * Plausible's POST /api/event, Umami's POST /api/send and GoatCounter's /count on one origin,
 * printing each hit, so `npm start` and the browser suite can count visits without an account.
 * It answers across origins as the services do, and sets a cookie the page must never keep.
 */
export function createAnalyticsStandIn(log: (line: string) => void = console.log) {
  const received: ReceivedHit[] = [];
  const scripted = new Map<string, HitAnswer>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '', 'http://localhost');
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const text = await readBody(request);
    if (url.pathname === analyticsControlPath) {
      if (request.method === 'POST') {
        const { referrer, answer } = JSON.parse(text) as { referrer: string; answer: HitAnswer };
        scripted.set(referrer, answer);
        return void response.writeHead(204).end();
      }
      const referrer = url.searchParams.get('referrer');
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return void response.end(
        JSON.stringify(received.filter((hit) => referrer === null || hit.referrer === referrer)),
      );
    }
    let body: Fields | null;
    try {
      body = text ? (JSON.parse(text) as Fields) : null;
    } catch {
      return void response.writeHead(400).end('The body is not JSON.');
    }
    const read = readHit(url.pathname, url.searchParams, body);
    if (!read) return void response.writeHead(404).end();
    const hit = { ...read, cookie: Boolean(request.headers.cookie) };
    received.push(hit);
    log(describe(hit));
    const answer = scripted.get(hit.referrer);
    if (answer === 'hang') return;
    response.writeHead(answer === 'fail' ? 500 : 202, {
      'Set-Cookie': 'stand_in_visitor=1; Path=/; SameSite=None; Secure',
    });
    response.end(answer === 'fail' ? 'Internal Server Error' : 'ok');
  }

  return http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      response.writeHead(400).end(`Bad request: ${String(error)}`),
    );
  });
}

/**
 * Starts the stand-in where the content's analytics send when that is this machine (a loopback
 * origin); otherwise nothing.
 */
export function startAnalyticsStandIn(origin: string | undefined) {
  if (!origin || !isOnThisMachine(origin)) return;
  const { port } = new URL(origin);
  if (!port) return;
  createAnalyticsStandIn()
    .on('error', (error) => console.log(`The analytics stand-in did not start: ${error.message}`))
    .listen(Number(port), () =>
      console.log(`Analytics hits are printed here (stand-in at ${origin}).`),
    );
}
