import { init, send, type StorageProvider } from '@emailjs/browser';
import { safeStorage } from '../safeStorage';

/** What the visitor sends, by the names the EmailJS template uses (the contact form's fields). */
export type EmailjsTemplateParams = Record<string, string>;

/**
 * EmailJS's own limiter: one message per 30 s from a browser, so a single visitor cannot use up
 * the owner's quota. A send it refuses fails with status 429, like any failed send.
 */
export const sendRateLimit = { id: 'contact-form', throttle: 30_000 };

const rateLimitStorage = safeStorage('localStorage');

/**
 * The limiter records every attempt before it sends. Through this provider it reads the time of
 * the last send that succeeded and its own record is ignored, so a failed send never holds back
 * the visitor's retry; and blocked storage cannot make a send fail.
 */
const lastSuccessfulSend: StorageProvider = {
  get: async (key) => rateLimitStorage.get(key),
  set: async () => {},
  remove: async (key) => rateLimitStorage.remove(key),
};

/** The origin the client was initialised with: init() is the only way to set it. */
let initialisedOrigin: string | undefined;

/** Sends the enquiry through EmailJS with the settings fixed at build time. */
export async function sendEmail(params: EmailjsTemplateParams): Promise<void> {
  const settings = EMAILJS_SETTINGS;
  if (!settings) throw new Error('This build has no EmailJS settings: it sends no message.');
  if (initialisedOrigin !== settings.origin) {
    init(
      {
        publicKey: settings.publicKey,
        limitRate: sendRateLimit,
        storageProvider: lastSuccessfulSend,
      },
      settings.origin,
    );
    initialisedOrigin = settings.origin;
  }
  await send(
    settings.serviceId,
    settings.templateId,
    { ...params },
    { publicKey: settings.publicKey },
  );
  rateLimitStorage.set(sendRateLimit.id, String(Date.now()));
}
