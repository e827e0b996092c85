/**
 * Where the suite's build is served, in one place: buildForTests.ts makes it for this address
 * (SITE_URL, the EmailJS stand-in's origin) and playwright.config.ts serves it there, under a
 * base path (the harder case for URLs). test:e2e:rtl sets E2E_PORT, so its build never meets the
 * sample's.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const e2eOrigin = `http://localhost:${e2ePort}`;
export const e2eBasePath = '/portfolio/';
export const e2ePageUrl = `${e2eOrigin}${e2eBasePath}`;
/** Where the suite's build goes: never dist/. */
export const e2eDist = process.env.E2E_DIST ?? 'e2e-dist';
/**
 * Where the build asks the GitHub and feed stand-in (src/servers/sourcesStandIn.ts) while
 * build:e2e runs: the sources fixture's feed address names it.
 */
export const e2eSourcesOrigin = 'http://127.0.0.1:4176';
/** The token build:e2e gives the build, which no built file or kept answer may hold. */
export const e2eGithubToken = 'ghp_e2eTokenThatNoBuiltFileMayHold';
/**
 * True for test:e2e:mailto's build, made with none of the EmailJS settings: its "Get in Touch" is a
 * mailto: link. Every other build of the suite sends to the EmailJS stand-in.
 */
export const e2eContactByMail = process.env.E2E_CONTACT === 'mailto';
