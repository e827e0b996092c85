import fs from 'node:fs';
import path from 'node:path';
import { defaultEmailjsOrigin, emailjsVariables } from '../../lib/emailjs/settings';
import { isWebAddress } from '../../lib/webAddress';
import { projectPaths, siteContentFile } from './projectPaths';
import { samplePublishingProblems } from './samplePublishing';
import { templateRepositoryIn } from './templateRepository';
import { defaultGithubApiOrigin, type GithubAccess } from '../sources/github';
import { contactSettingsOf, type ContactSettings } from './contactSettings';
import type { BuildMode } from './buildMode';
import { robotsTxtNote } from '../siteFiles/siteFiles';

/**
 * Where the built site will live, from SITE_URL and BASE_PATH. Every URL inside the page is
 * relative, so `dist/` works under any path; these two only make the absolute URLs that
 * crawlers and link previews need (canonical, Open Graph, sitemap).
 */
export interface SiteAddress {
  /** The page's absolute URL, such as https://rowan.github.io/portfolio/; null without SITE_URL. */
  pageUrl: string | null;
  /** The path the site is served under, such as /portfolio/ ('/' by default). */
  basePath: string;
}

export interface BuildSettings {
  /** The content to build: the owner's (else the sample), or the file CONTENT_FILE names. */
  contentFile: string;
  contact: ContactSettings;
  site: SiteAddress;
  /** Where GitHub's REST API is asked (GITHUB_API_ORIGIN), and the token (GITHUB_TOKEN), if any. */
  github: GithubAccess;
}

export type BuildSettingsCheck =
  { settings: BuildSettings; warnings: string[] } | { problems: string[] };

/** The content file to build: CONTENT_FILE (from the working directory), or the owner's. */
export const contentFileOf = (env: NodeJS.ProcessEnv) =>
  env.CONTENT_FILE?.trim() ? path.resolve(env.CONTENT_FILE.trim()) : siteContentFile();

/** The environment with the untracked .env file read in (values already set win). */
export function readEnvironment(): NodeJS.ProcessEnv {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  return process.env;
}

/** SITE_URL and BASE_PATH, or the problems with them, each naming the variable and the fix. */
export function readSiteAddress(env: NodeJS.ProcessEnv): SiteAddress | { problems: string[] } {
  const siteUrl = env.SITE_URL?.trim() ?? '';
  const basePath = env.BASE_PATH?.trim() ?? '';
  const problems: string[] = [];
  if (basePath && !/^\/(.+\/)?$/.test(basePath)) {
    problems.push(
      `BASE_PATH must start and end with "/", such as /portfolio/ (it is "${basePath}").`,
    );
  }
  if (siteUrl && !isWebAddress(siteUrl)) {
    problems.push(
      `SITE_URL must be an absolute http(s) URL, such as https://rowan.github.io (it is "${siteUrl}").`,
    );
  }
  if (problems.length > 0) return { problems };
  if (!siteUrl) return { pageUrl: null, basePath: basePath || '/' };

  const page = new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  if (basePath && page.pathname !== '/' && page.pathname !== basePath) {
    return {
      problems: [
        `SITE_URL's path "${page.pathname}" and BASE_PATH "${basePath}" disagree: set BASE_PATH to ` +
          `"${page.pathname}", or leave it empty and SITE_URL gives it.`,
      ],
    };
  }
  // A SITE_URL with a path (as GitHub Pages reports it) gives the base path.
  if (basePath) page.pathname = basePath;
  return { pageUrl: page.href, basePath: page.pathname };
}

/**
 * Checks every variable the build reads before anything is compiled. Problems stop the build;
 * warnings (a production build without SITE_URL) are printed and the build goes on.
 */
export function checkBuildSettings(env: NodeJS.ProcessEnv, mode: BuildMode): BuildSettingsCheck {
  const problems: string[] = [];
  const origin = env[emailjsVariables.origin]?.trim() ?? '';
  if (origin && !isWebAddress(origin)) {
    problems.push(
      `${emailjsVariables.origin} must be an http(s) URL such as ${defaultEmailjsOrigin} ` +
        `(it is "${origin}"); leave it empty to send through EmailJS itself.`,
    );
  }
  const githubApiOrigin = env.GITHUB_API_ORIGIN?.trim() ?? '';
  if (githubApiOrigin && !isWebAddress(githubApiOrigin)) {
    problems.push(
      `GITHUB_API_ORIGIN must be an http(s) URL such as ${defaultGithubApiOrigin} ` +
        `(it is "${githubApiOrigin}"); leave it empty to ask GitHub itself.`,
    );
  }
  const github: GithubAccess = {
    apiOrigin: githubApiOrigin || defaultGithubApiOrigin,
    token: env.GITHUB_TOKEN?.trim() || null,
  };
  const contentFile = contentFileOf(env);
  if (!fs.existsSync(contentFile)) {
    problems.push(
      `CONTENT_FILE names ${contentFile}, which does not exist: point it at a portfolio.json, or leave it empty for owner/portfolio.json (else the sample).`,
    );
  } else if (mode === 'production') {
    problems.push(
      ...samplePublishingProblems(env, contentFile, templateRepositoryIn(projectPaths.root)),
    );
  }
  const site = readSiteAddress(env);
  if ('problems' in site) problems.push(...site.problems);
  const contact = contactSettingsOf(env, mode);
  if ('problems' in contact) problems.push(...contact.problems);
  if (problems.length > 0 || 'problems' in site || 'problems' in contact) return { problems };

  const warnings: string[] = [];
  if (mode === 'production' && !site.pageUrl) {
    warnings.push(
      'SITE_URL not set: the page goes out without a canonical URL, Open Graph image or ' +
        'sitemap.xml (see .env.example).',
    );
  }
  const robotsNote = mode === 'production' && robotsTxtNote(site);
  if (robotsNote) warnings.push(robotsNote);
  return { settings: { contentFile, contact, site, github }, warnings };
}
