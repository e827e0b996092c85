import { createHash } from 'node:crypto';

/** The CSP source that allows exactly this inline script and no other. */
export function inlineScriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The page's Content-Security-Policy: everything from this site, the inline scripts pinned by
 * hash, and the one outside origin the contact form posts to.
 */
export function contentSecurityPolicy(options: {
  inlineScripts: string[];
  emailjsOrigin: string;
}): string {
  const sendTo = options.emailjsOrigin ? new URL(options.emailjsOrigin).origin : '';
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...options.inlineScripts.map(inlineScriptHash)].join(' '),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", sendTo].filter(Boolean).join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  return directives.join('; ');
}
