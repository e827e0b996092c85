/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { isAllowedRequest, tokenCookie } from '../../src/servers/editGuard';

const origin = 'http://127.0.0.1:4701';
const token = 'a-secret-of-this-run';
const request = (url: string, headers: IncomingMessage['headers']) =>
  ({ url, headers }) as IncomingMessage;
const allowed = (url: string, headers: IncomingMessage['headers']) =>
  isAllowedRequest(request(url, headers), origin, token);

describe('which requests npm run edit’s server answers', () => {
  it('answers its own page, with the secret in the address or in the cookie that page set', () => {
    expect(allowed(`/?token=${token}`, { host: '127.0.0.1:4701' })).toBe(true);
    expect(
      allowed('/api/save', {
        host: '127.0.0.1:4701',
        origin,
        cookie: `theme=dark; ${tokenCookie(4701)}=${token}`,
      }),
    ).toBe(true);
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
