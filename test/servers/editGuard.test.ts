/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { isAllowedRequest, tokenCookie } from '../../src/servers/editGuard';

const origin = 'http://127.0.0.1:4701';
const token = 'a-secret-of-this-run';
const request = (url: string, headers: IncomingMessage['headers'], method: string) =>
  ({ url, headers, method }) as IncomingMessage;
const allowed = (url: string, headers: IncomingMessage['headers'], method = 'GET') =>
  isAllowedRequest(request(url, headers, method), origin, token);
const cookie = `${tokenCookie(4701)}=${token}`;

describe('which requests npm run edit’s server answers', () => {
  it('answers its own page, with the secret in the address or in the cookie that page set', () => {
    expect(allowed(`/?token=${token}`, { host: '127.0.0.1:4701' })).toBe(true);
    expect(
      allowed(
        '/api/save',
        {
          host: '127.0.0.1:4701',
          origin,
          cookie: `theme=dark; ${cookie}`,
          'sec-fetch-site': 'same-origin',
        },
        'POST',
      ),
    ).toBe(true);
    expect(allowed(`/?token=${token}`, { host: '127.0.0.1:4701', 'sec-fetch-site': 'none' })).toBe(
      true,
    );
  });

  it('takes the secret in the address only for the first page, never for what the page asks', () => {
    for (const route of ['/api/content', '/api/save', '/page/', '/bundle/editor.js'])
      expect([route, allowed(`${route}?token=${token}`, { host: '127.0.0.1:4701' })]).toEqual([
        route,
        false,
      ]);
    expect(allowed(`/?token=${token}`, { host: '127.0.0.1:4701' }, 'POST')).toBe(false);
  });

  it('refuses a page of another port of this machine, which the cookie goes with (same site)', () => {
    // <img src="http://127.0.0.1:4701/api/content"> on http://127.0.0.1:8080: no Origin is sent.
    const fromAnotherPort = { host: '127.0.0.1:4701', cookie, 'sec-fetch-site': 'same-site' };
    expect(allowed('/api/content', fromAnotherPort)).toBe(false);
    expect(allowed('/', fromAnotherPort)).toBe(false);
    expect(allowed('/', { ...fromAnotherPort, 'sec-fetch-site': 'cross-site' })).toBe(false);
    // A link followed from another page is no first navigation of the owner's.
    expect(allowed('/api/content', { ...fromAnotherPort, 'sec-fetch-site': 'none' })).toBe(false);
  });

  it('refuses a request without the secret, or with another', () => {
    expect(allowed('/', { host: '127.0.0.1:4701' })).toBe(false);
    expect(allowed('/?token=guess', { host: '127.0.0.1:4701' })).toBe(false);
    expect(allowed('/', { host: '127.0.0.1:4701', cookie: `${tokenCookie(4700)}=${token}` })).toBe(
      false,
    );
  });

  it('refuses a request sent from another site’s page, even with the secret', () => {
    expect(
      allowed(`/api/save?token=${token}`, {
        host: '127.0.0.1:4701',
        origin: 'https://evil.example',
      }),
    ).toBe(false);
    expect(
      allowed(`/api/save?token=${token}`, {
        host: '127.0.0.1:4701',
        origin: 'http://127.0.0.1:4702',
      }),
    ).toBe(false);
  });

  it('refuses a request addressed to another host name (DNS rebinding)', () => {
    expect(allowed(`/?token=${token}`, { host: 'evil.example:4701' })).toBe(false);
    expect(allowed(`/?token=${token}`, { host: 'localhost:4701' })).toBe(false);
    expect(allowed(`/?token=${token}`, {})).toBe(false);
  });
});
