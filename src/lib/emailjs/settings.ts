/**
 * What this product knows about EmailJS, part 1: its settings. The build reads them from the
 * environment (src/buildtime/settings/buildSettings.ts) and fixes them in the bundle as EMAILJS_SETTINGS.
 */
export interface EmailjsSettings {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Where the client posts. '' means this site's own origin (the local stand-in). */
  origin: string;
}

declare global {
  /**
   * Replaced at build time by webpack's DefinePlugin; a jest global in tests. Null in a build
   * without EmailJS settings, whose "Get in Touch" is a mailto: link: code behind a test of it
   * (and the contact chunk it imports) is left out of that build.
   */
  const EMAILJS_SETTINGS: EmailjsSettings | null;
}

/** The environment variable behind each setting. */
export const emailjsVariables = {
  publicKey: 'EMAILJS_PUBLIC_KEY',
  serviceId: 'EMAILJS_SERVICE_ID',
  templateId: 'EMAILJS_TEMPLATE_ID',
  origin: 'EMAILJS_ORIGIN',
} as const satisfies Record<keyof EmailjsSettings, string>;

export const defaultEmailjsOrigin = 'https://api.emailjs.com';

/** The path the client posts a message to, on the EmailJS origin. */
export const emailjsSendPath = '/api/v1.0/email/send';

/**
 * @emailjs/browser reads localStorage while it loads (in this private module of the library),
 * which throws where storage is blocked and would keep the contact form from loading at all.
 * webpack and jest put `withoutDefaultStorage.ts` in its place; sendEmail.ts always hands the
 * client a storage of its own. test/lib/emailjsDefaultStorage.test.ts fails when an upgrade of
 * the library moves the module.
 */
export const emailjsDefaultStorageModule = {
  request: /[\\/]createWebStorage[\\/]createWebStorage(\.js)?$/,
  /** Relative to the project's root. */
  replacement: 'src/lib/emailjs/withoutDefaultStorage.ts',
};
