import type { IncomingMessage } from 'node:http';

/** The cookie that carries the editor's secret after its first page, for the page's own files. */
export const tokenCookie = (port: number) => `edit-token-${port}`;

/**
 * Whether a request to `npm run edit`'s server at `origin` may be answered: its Host is the
 * server's own; the browser says it comes from the editor's own page (`Sec-Fetch-Site`
 * `same-origin`, or `none` for the owner opening the printed address), and its Origin, when sent,
 * is that page's; and it carries the secret: in the address only for that first page (`GET /`),
 * then in the cookie that page set. A page of another site, or of another port of this machine
 * (the same site, for the cookie), can send requests here, but cannot pass these.
 */
export function isAllowedRequest(request: IncomingMessage, origin: string, token: string): boolean {
  const { host, port } = new URL(origin);
  if (request.headers.host !== host) return false;
  const sentOrigin = request.headers.origin;
  if (sentOrigin !== undefined && sentOrigin !== origin) return false;
  const url = new URL(request.url ?? '/', origin);
  const firstPage = request.method === 'GET' && url.pathname === '/';
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && !(firstPage && site === 'none')) return false;
  const cookies = (request.headers.cookie ?? '').split(';').map((part) => part.trim());
  return (
    (firstPage && url.searchParams.get('token') === token) ||
    cookies.includes(`${tokenCookie(Number(port))}=${token}`)
  );
}
