/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createEmailjsStandIn,
  emailjsSendPath,
  standInControlPath,
} from '../../src/build/emailjsStandIn';

const validBody = {
  lib_version: '4.4.1',
  user_id: 'local-stand-in-key',
  service_id: 'local-stand-in-service',
  template_id: 'local-stand-in-template',
  template_params: { name: 'Ada', email: 'ada@example.com', company: '', message: 'Hi' },
};

describe('EmailJS stand-in', () => {
  const printed: string[] = [];
  const standIn = createEmailjsStandIn((line) => printed.push(line));
  const server = http.createServer((request, response) => {
    if (!standIn(request, response)) response.writeHead(404).end();
  });
  let url = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${emailjsSendPath}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (body: unknown) =>
    fetch(url, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });

  it('accepts a complete send and prints the message', async () => {
    const response = await post(validBody);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    expect(printed.at(-1)).toContain('message from Ada <ada@example.com>');
  });

  it.each([
    ['user_id', 'The public key (user_id) is required.'],
    ['service_id', 'The service ID (service_id) is required.'],
    ['template_id', 'The template ID (template_id) is required.'],
    ['template_params', 'The template params (template_params) must be an object.'],
  ])('answers 400 with a reason when %s is missing', async (field, reason) => {
    const response = await post({ ...validBody, [field]: undefined });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(reason);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await post('name=Ada');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('The body is not JSON.');
  });

  describe('scripted by tests', () => {
    const control = (body?: unknown, query = '') =>
      fetch(url.replace(emailjsSendPath, standInControlPath) + query, {
        method: body === undefined ? 'GET' : 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const sendAs = (email: string) =>
      post({ ...validBody, template_params: { ...validBody.template_params, email } });

    it('answers the next sends for one address as told, then as usual', async () => {
      await control({
        email: 'scripted@example.com',
        answers: [
          { type: 'reply', status: 429, text: 'Too many requests' },
          { type: 'reply', status: 451, text: 'Unavailable for legal reasons' },
        ],
      });
      const other = await sendAs('other@example.com');
      expect(other.status).toBe(200);
      const first = await sendAs('scripted@example.com');
      expect([first.status, await first.text()]).toEqual([429, 'Too many requests']);
      expect((await sendAs('scripted@example.com')).status).toBe(451);
      expect((await sendAs('scripted@example.com')).status).toBe(200);
    });

    it('drops the connection when told to', async () => {
      await control({ email: 'dropped@example.com', answers: [{ type: 'drop' }] });
      const response = await sendAs('dropped@example.com');
      await expect(response.text()).rejects.toThrow('terminated');
    });

    it('records every send it received, readable per address', async () => {
      await sendAs('recorded@example.com');
      const recorded = await (await control(undefined, '?email=recorded%40example.com')).json();
      expect(recorded).toEqual([
        {
          ...validBody,
          template_params: { ...validBody.template_params, email: 'recorded@example.com' },
        },
      ]);
    });
  });
});
