import type { IncomingMessage } from 'node:http';

/** The cookie that carries the editor's secret after its first page, for the page's own files. */
export const tokenCookie = (port: number) => `edit-token-${port}`;

/**
 * Whether a request to `npm run edit`'s server at `origin` may be answered: its Host is the
 * server's own, its Origin (when the browser sends one) is the editor's own page, and it carries
 * the secret, in the address (`?token=`) or in the cookie the first page set. A web page the
 * owner visits meanwhile can send requests to this machine, but cannot pass these.
 */
export function isAllowedRequest(request: IncomingMessage, origin: string, token: string): boolean {
  const { host, port } = new URL(origin);
  if (request.headers.host !== host) return false;
  const sentOrigin = request.headers.origin;
  if (sentOrigin !== undefined && sentOrigin !== origin) return false;
  const url = new URL(request.url ?? '/', origin);
  const cookies = (request.headers.cookie ?? '').split(';').map((part) => part.trim());
  return (
    url.searchParams.get('token') === token ||
    cookies.includes(`${tokenCookie(Number(port))}=${token}`)
  );
}
