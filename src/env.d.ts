import type { EmailjsSettings } from './config/emailjs';

declare global {
  /** Replaced at build time by webpack's DefinePlugin; a jest global in tests. */
  const EMAILJS_SETTINGS: EmailjsSettings;
}
