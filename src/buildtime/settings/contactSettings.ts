import {
  defaultEmailjsOrigin,
  emailjsVariables,
  type EmailjsSettings,
} from '../../lib/emailjs/settings';
import type { BuildMode } from './buildMode';

/**
 * How a build's "Get in Touch" reaches the owner: the contact form through EmailJS (or, in
 * `npm start` with no account, through the dev server's stand-in), or a mailto: link to the
 * content's e-mail address when a production build has none of the three EmailJS settings.
 */
export type ContactSettings =
  | { reachedBy: 'form'; emailjs: EmailjsSettings; usesLocalStandIn: boolean }
  | { reachedBy: 'mailto' };

const requiredSettings = ['publicKey', 'serviceId', 'templateId'] as const;

/** The three settings the contact form needs, by name. */
export const requiredEmailjsVariables = requiredSettings.map((key) => emailjsVariables[key]);

/** Values a development build sends with when no EmailJS account is configured. */
const localStandInSettings: EmailjsSettings = {
  publicKey: 'local-stand-in-key',
  serviceId: 'local-stand-in-service',
  templateId: 'local-stand-in-template',
  origin: '',
};

function readEmailjsSettings(env: NodeJS.ProcessEnv): EmailjsSettings {
  const value = (key: keyof EmailjsSettings) => env[emailjsVariables[key]]?.trim() ?? '';
  return {
    publicKey: value('publicKey'),
    serviceId: value('serviceId'),
    templateId: value('templateId'),
    origin: value('origin') || defaultEmailjsOrigin,
  };
}

/**
 * The contact of a build from the three EmailJS settings: all three, the form; none, a mailto:
 * link (the stand-in in `npm start`); some but not all, one problem per missing setting, since
 * the owner meant the form to send and it could not.
 */
export function contactSettingsOf(
  env: NodeJS.ProcessEnv,
  mode: BuildMode,
): ContactSettings | { problems: string[] } {
  const emailjs = readEmailjsSettings(env);
  const missing = requiredSettings
    .filter((key) => emailjs[key] === '')
    .map((key) => emailjsVariables[key]);
  if (missing.length === 0) return { reachedBy: 'form', emailjs, usesLocalStandIn: false };
  if (missing.length < requiredEmailjsVariables.length) {
    const set = requiredEmailjsVariables.filter((variable) => !missing.includes(variable));
    const setWords = `${new Intl.ListFormat('en').format(set)} ${set.length > 1 ? 'are' : 'is'} set`;
    return {
      problems: missing.map(
        (variable) =>
          `${variable} is missing while ${setWords}: set it too (see .env.example), or none of ` +
          'the three for a mailto: link instead of the contact form.',
      ),
    };
  }
  if (mode === 'development') {
    return { reachedBy: 'form', emailjs: localStandInSettings, usesLocalStandIn: true };
  }
  return { reachedBy: 'mailto' };
}

/** What an owner with no EmailJS settings is told: "Get in Touch" is a mailto: link; how to have the form. */
export const mailtoContactNotice = (email: string) =>
  `No EmailJS settings, so "Get in Touch" is a mailto: link to ${email}. For the contact form, ` +
  `set ${requiredEmailjsVariables.join(', ')} (EmailJS dashboard; see .env.example), on GitHub ` +
  'as repository variables: Settings → Secrets and variables → Actions → Variables.';

/** What the page's scripts read as EMAILJS_SETTINGS: null when "Get in Touch" is a mailto: link. */
export const pageEmailjsSettings = (contact: ContactSettings): EmailjsSettings | null =>
  contact.reachedBy === 'form' ? contact.emailjs : null;
