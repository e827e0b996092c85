import {
  defaultEmailjsOrigin,
  emailjsVariableNames,
  missingEmailjsVariables,
  type EmailjsSettings,
} from '../config/emailjs';

/** Values the development build sends with when no EmailJS account is configured. */
const localStandInSettings: EmailjsSettings = {
  publicKey: 'local-stand-in-key',
  serviceId: 'local-stand-in-service',
  templateId: 'local-stand-in-template',
  origin: '',
};

export interface ResolvedEmailjsSettings {
  settings: EmailjsSettings;
  /** Required variables that were not set. */
  missing: string[];
  usesLocalStandIn: boolean;
}

/**
 * Reads the EmailJS settings from the environment. A development build with missing values
 * sends to the local stand-in that the dev server provides; a production build keeps the
 * gaps, so the page reports them when a visitor submits.
 */
export function emailjsSettingsFromEnv(
  env: NodeJS.ProcessEnv,
  mode: 'development' | 'production',
): ResolvedEmailjsSettings {
  const settings: EmailjsSettings = {
    publicKey: env[emailjsVariableNames.publicKey]?.trim() ?? '',
    serviceId: env[emailjsVariableNames.serviceId]?.trim() ?? '',
    templateId: env[emailjsVariableNames.templateId]?.trim() ?? '',
    origin: env.EMAILJS_ORIGIN?.trim() || defaultEmailjsOrigin,
  };
  const missing = missingEmailjsVariables(settings);
  if (missing.length > 0 && mode === 'development') {
    return { settings: localStandInSettings, missing, usesLocalStandIn: true };
  }
  return { settings, missing, usesLocalStandIn: false };
}
