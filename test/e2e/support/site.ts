import path from 'node:path';
import { projectPaths } from '../../../src/buildtime/settings/projectPaths';

/**
 * The address the suite's build is made for, in one place: buildForTests.ts builds for it
 * (SITE_URL, the EmailJS stand-in's origin), under a base path (the harder case for URLs). The
 * suite serves the build on a port the system gives (serveBuild.ts), so that two runs never meet;
 * the browser reaches it at this address all the same: the address is a name, never a port in use.
 */
export const e2eOrigin = 'http://localhost:4173';
export const e2eBasePath = '/portfolio/';
export const e2ePageUrl = `${e2eOrigin}${e2eBasePath}`;
/**
 * Where each address the build names is served (the site's, the analytics stand-in's), as
 * serveBuild.ts set it for the workers, which Playwright starts after it: `{ named: served }`.
 */
const servedAt = JSON.parse(process.env.E2E_SERVED_AT ?? '{}') as Record<string, string>;
/** An address the build names, as this process reaches it (the browser is told the way itself). */
export const servedAddress = (address: string) => {
  const named = Object.keys(servedAt).find(
    (origin) => address === origin || address.startsWith(`${origin}/`),
  );
  return named ? `${servedAt[named]}${address.slice(named.length)}` : address;
};
/** Chromium's flag that sends each address the build names to where it is served. */
export const e2eBrowserArgs = Object.keys(servedAt).length
  ? [
      `--host-resolver-rules=${Object.entries(servedAt)
        .map(([named, served]) => `MAP ${new URL(named).host} ${new URL(served).host}`)
        .join(', ')}`,
    ]
  : [];
/** Where the suite's build goes: never dist/. */
export const e2eDist = process.env.E2E_DIST ?? 'e2e-dist';
/**
 * The address the fixtures' feeds name the GitHub and feed stand-in by
 * (src/servers/sourcesStandIn.ts): build:e2e starts it on a port the system gives and builds from
 * a copy of the content that names that port instead, which it leaves in e2eSourcesServedFile.
 */
export const e2eSourcesOrigin = 'http://127.0.0.1:4176';
/** Where build:e2e leaves the address its stand-in answered at, which the kept answers name. */
export const e2eSourcesServedFile = path.join(
  projectPaths.root,
  'node_modules/.cache/e2e',
  `${path.basename(e2eDist)}.sources-origin`,
);
/** The token build:e2e gives the build, which no built file or kept answer may hold. */
export const e2eGithubToken = 'ghp_e2eTokenThatNoBuiltFileMayHold';
/**
 * True for test:e2e:mailto's build, made with none of the EmailJS settings: its "Get in Touch" is a
 * mailto: link. Every other build of the suite sends to the EmailJS stand-in.
 */
export const e2eContactByMail = process.env.E2E_CONTACT === 'mailto';
