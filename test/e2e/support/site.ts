/**
 * Where the suite's build is served: build:e2e makes it for this address (SITE_URL, the
 * EmailJS stand-in's origin) and playwright.config.ts serves it there. test:e2e:rtl sets
 * E2E_PORT, so its build never meets the sample's.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const e2eOrigin = `http://localhost:${e2ePort}`;
export const e2ePageUrl = `${e2eOrigin}/portfolio/`;
