import { init, send } from '@emailjs/browser';
import { missingEmailjsVariables } from '../../config/emailjs';
import type { ContactFields } from './contactFields';

let initialisedOrigin: string | undefined;

/** Sends the enquiry through EmailJS with the settings fixed at build time. */
export async function sendWithEmailjs(fields: ContactFields): Promise<void> {
  const settings = EMAILJS_SETTINGS;
  const missing = missingEmailjsVariables(settings);
  if (missing.length > 0) {
    throw new Error(`EmailJS is not configured: ${missing.join(', ')} had no value at build time.`);
  }
  // The origin can only be set through init(); a per-call option does not change it.
  if (initialisedOrigin !== settings.origin) {
    init({ publicKey: settings.publicKey }, settings.origin);
    initialisedOrigin = settings.origin;
  }
  await send(
    settings.serviceId,
    settings.templateId,
    { ...fields },
    {
      publicKey: settings.publicKey,
    },
  );
}
