import { init, send } from '@emailjs/browser';
import { sendWithEmailjs } from '../../../src/features/contact/sendWithEmailjs';

jest.mock('@emailjs/browser', () => ({ init: jest.fn(), send: jest.fn() }));

const fields = { name: 'Ada', email: 'ada@example.com', company: '', message: 'Hello' };

describe('sendWithEmailjs', () => {
  const settings = { ...EMAILJS_SETTINGS };
  afterEach(() => Object.assign(EMAILJS_SETTINGS, settings));

  it('sends the four template params with the configured ids and public key', async () => {
    jest.mocked(send).mockResolvedValue({ status: 200, text: 'OK' });
    await sendWithEmailjs(fields);
    expect(send).toHaveBeenCalledWith('test-service', 'test-template', fields, {
      publicKey: 'test-public-key',
    });
    expect(init).toHaveBeenCalledWith({ publicKey: 'test-public-key' }, 'https://emailjs.test');
  });

  it('names every missing variable instead of sending', async () => {
    Object.assign(EMAILJS_SETTINGS, { publicKey: '', templateId: ' ' });
    await expect(sendWithEmailjs(fields)).rejects.toThrow(
      'EMAILJS_PUBLIC_KEY, EMAILJS_TEMPLATE_ID had no value',
    );
  });
});
