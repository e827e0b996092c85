import type { EmailjsTemplateParams } from '../../src/lib/emailjs/sendEmail';
import { blockWebStorage } from '../support/blockWebStorage';

const fields = { name: 'Ada', email: 'ada@example.com', company: '', message: 'Hello' };
type Answer = { status: number; text: string } | Error;

/** fetch as EmailJS's client calls it, answering from a script (200 OK once it runs out). */
function scriptFetch(...answers: Answer[]) {
  const fetchMock = jest.fn<Promise<unknown>, [url: string, init: { body: string }]>(async () => {
    const answer = answers.shift() ?? { status: 200, text: 'OK' };
    if (answer instanceof Error) throw answer;
    return { ok: answer.status < 300, status: answer.status, text: async () => answer.text };
  });
  Object.assign(window, { fetch: fetchMock });
  return fetchMock;
}

describe('sendEmail (the real EmailJS client, with fetch scripted)', () => {
  const settings = EMAILJS_SETTINGS;
  let sendEmail: (params: EmailjsTemplateParams) => Promise<void>;

  beforeEach(async () => {
    // A fresh client each time: EmailJS and the rate limit keep state in their modules.
    jest.resetModules();
    ({ sendEmail } = await import('../../src/lib/emailjs/sendEmail'));
  });
  afterEach(() => {
    Object.assign(globalThis, { EMAILJS_SETTINGS: settings });
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('posts the four template params with the configured ids and public key', async () => {
    const fetchMock = scriptFetch();
    await sendEmail(fields);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://emailjs.test/api/v1.0/email/send');
    expect(JSON.parse(init.body)).toEqual({
      lib_version: expect.any(String),
      user_id: 'test-public-key',
      service_id: 'test-service',
      template_id: 'test-template',
      template_params: fields,
    });
  });

  it('in a build without EmailJS settings: sends nothing', async () => {
    const fetchMock = scriptFetch();
    Object.assign(globalThis, { EMAILJS_SETTINGS: null });
    await expect(sendEmail(fields)).rejects.toThrow('This build has no EmailJS settings');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['a 500 answer', { status: 500, text: 'Internal Server Error' }],
  ])('rejects on %s', async (_fault, answer) => {
    scriptFetch(answer);
    await expect(sendEmail(fields)).rejects.toEqual(answer);
  });

  it('with a second message inside 30 s: refuses it with 429 without a request (rate limit)', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const fetchMock = scriptFetch();
    await sendEmail(fields);
    jest.setSystemTime(Date.now() + 29_000);
    await expect(sendEmail(fields)).rejects.toMatchObject({ status: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    jest.setSystemTime(Date.now() + 1_000);
    await sendEmail(fields);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('after a failed send (500): lets the immediate retry through the rate limit', async () => {
    const fetchMock = scriptFetch({ status: 500, text: 'Internal Server Error' });
    await expect(sendEmail(fields)).rejects.toMatchObject({ status: 500 });
    await sendEmail(fields);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('with storage that throws: still sends, and still limits the rate', async () => {
    blockWebStorage();
    const fetchMock = scriptFetch();
    await sendEmail(fields);
    await expect(sendEmail(fields)).rejects.toMatchObject({ status: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
