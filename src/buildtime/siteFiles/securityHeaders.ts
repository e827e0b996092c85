import { createHash } from 'node:crypto';

/** The CSP source that allows exactly this inline script or style and no other. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export const referrerPolicy = 'strict-origin-when-cross-origin';

/** What a page's policy allows beyond its own site's files. */
export interface PolicySources {
  inlineScripts: string[];
  inlineStyles: string[];
  /** The origin the contact form posts to; null when the build cannot send. */
  contactFormSendsTo: string | null;
  /** The origin analytics hits go to; null when nothing is counted. */
  analyticsSendsTo: string | null;
}

/**
 * What the site's pages allow together, for a header that every page is served with: each
 * language's page has inline code of its own (its loader names its own scripts).
 */
export const allPagesSources = (pages: PolicySources[]): PolicySources => ({
  inlineScripts: [...new Set(pages.flatMap((page) => page.inlineScripts))],
  inlineStyles: [...new Set(pages.flatMap((page) => page.inlineStyles))],
  contactFormSendsTo: pages[0]?.contactFormSendsTo ?? null,
  analyticsSendsTo: pages[0]?.analyticsSendsTo ?? null,
});

/**
 * The page's Content-Security-Policy: everything from this site, the inline scripts and styles
 * pinned by hash, the one outside origin the contact form posts to (none when it cannot send) and
 * the one analytics hits go to (none when nothing is counted).
 */
export function contentSecurityPolicy(options: PolicySources): string {
  const sendTo = [options.contactFormSendsTo, options.analyticsSendsTo].flatMap((address) =>
    address ? [new URL(address).origin] : [],
  );
  return [
    "default-src 'self'",
    ["script-src 'self'", ...options.inlineScripts.map(inlineHash)].join(' '),
    ["style-src 'self'", ...options.inlineStyles.map(inlineHash)].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...new Set(sendTo)].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * What a host that can send headers should send with every file: the CSP (with frame-ancestors,
 * which a <meta> cannot carry) and the usual hardening headers.
 */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': `${policy}; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': referrerPolicy,
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** The `_headers` file that Netlify and Cloudflare Pages read: these headers for every path. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, ''].join('\n');
}
