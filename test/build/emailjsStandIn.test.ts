/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { emailjsSendPath, handleEmailjsSend } from '../../src/build/emailjsStandIn';

const validBody = {
  lib_version: '4.4.1',
  user_id: 'local-stand-in-key',
  service_id: 'local-stand-in-service',
  template_id: 'local-stand-in-template',
  template_params: { name: 'Ada', email: 'ada@example.com', company: '', message: 'Hi' },
};

describe('EmailJS stand-in', () => {
  const printed: string[] = [];
  const server = http.createServer((request, response) => {
    void handleEmailjsSend(request, response, (line) => printed.push(line));
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
});
