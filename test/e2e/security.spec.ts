import { createHash } from 'node:crypto';
import { openAndFill, visitorForThisTest } from './support/contactPage';
import { expect, test } from './support/fixtures';
import { e2eOrigin } from './support/site';
import { contactWords, ownerContent } from './support/content';
import { analyticsSettings } from '../../src/lib/analytics/providers';
import { sameOnEveryScreen } from './support/screens';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test(
  'the Content-Security-Policy allows this site, its inline scripts and style, EmailJS and analytics only',
  { tag: sameOnEveryScreen },
  async ({ page }) => {
    await page.goto('/');
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    const directives = Object.fromEntries(
      (policy ?? '').split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(' ')];
      }),
    );
    const inlineScripts = await page
      .locator('script:not([src]):not([type])')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    expect(inlineScripts).toHaveLength(3); // theme at start-up, early input, script loader
    const inlineStyles = await page
      .locator('style')
      .evaluateAll((styles) => styles.map((style) => style.textContent ?? ''));
    expect(inlineStyles).toHaveLength(1); // the page's CSS: no request before first paint

    expect(directives).toEqual({
      'default-src': "'self'",
      'script-src': ["'self'", ...inlineScripts.map(sha256)].join(' '),
      'style-src': ["'self'", ...inlineStyles.map(sha256)].join(' '),
      'img-src': "'self' data:",
      'font-src': "'self'",
      'connect-src': ["'self'", e2eOrigin, analyticsSettings(ownerContent.analytics)?.origin]
        .filter(Boolean)
        .join(' '),
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'strict-origin-when-cross-origin',
    );
  },
);

test(
  'no violation while the page loads and sends; an injected inline script is blocked',
  { tag: sameOnEveryScreen },
  async ({ page, browserConsole }) => {
    browserConsole.allow('Content Security Policy');
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(event.violatedDirective),
      );
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    await page.goto('/');
    const dialog = await openAndFill(page, visitorForThisTest());
    await dialog.getByRole('button', { name: contactWords.send }).click();
    await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
    expect(await violations()).toEqual([]);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedInline = true';
      document.body.append(script);
    });
    // Reported once by the <meta> policy and once by the same policy sent as a header.
    await expect.poll(violations).toEqual(['script-src-elem', 'script-src-elem']);
    expect(await page.evaluate(() => 'injectedInline' in window)).toBe(false);
  },
);

test(
  'the server sends the security headers of the build: the CSP with frame-ancestors, and hardening',
  { tag: sameOnEveryScreen },
  async ({ page, request }) => {
    const response = await page.goto('/');
    const metaPolicy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(response?.headers()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=()'),
    });
    // One header for every page of the site: it allows what this page's policy allows (and, on a
    // site in several languages, the other pages' inline code too), and no framing.
    const directives = (policy: string) =>
      Object.fromEntries(
        policy.split('; ').map((directive) => {
          const [name, ...sources] = directive.split(' ');
          return [name!, sources];
        }),
      );
    const header = directives(response!.headers()['content-security-policy']!);
    expect(header['frame-ancestors']).toEqual(["'none'"]);
    for (const [name, sources] of Object.entries(directives(metaPolicy!))) {
      expect(header[name]).toEqual(expect.arrayContaining(sources));
    }
    expect((await request.get('_headers')).status()).toBe(404);
  },
);
