/** EmailJS settings, fixed at build time (see webpack.config.ts and .env.example). */
export interface EmailjsSettings {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Where the client posts. '' means this site's own origin (the local stand-in). */
  origin: string;
}

export const emailjsVariableNames = {
  publicKey: 'EMAILJS_PUBLIC_KEY',
  serviceId: 'EMAILJS_SERVICE_ID',
  templateId: 'EMAILJS_TEMPLATE_ID',
} as const;

export const defaultEmailjsOrigin = 'https://api.emailjs.com';

/** Names of the required environment variables that have no value. */
export function missingEmailjsVariables(settings: EmailjsSettings): string[] {
  return (Object.keys(emailjsVariableNames) as (keyof typeof emailjsVariableNames)[])
    .filter((key) => settings[key].trim() === '')
    .map((key) => emailjsVariableNames[key]);
}
