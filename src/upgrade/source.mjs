// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { readObjects } from './git.mjs';
import { Stop } from './stop.mjs';
import { compareVersions, parseVersion, versionIn } from './versions.mjs';

export const howToNameTheTemplate =
  'Name the template to upgrade from: npm run upgrade -- <its git URL or folder>, or set "repository" in package.json to its git URL.';

/**
 * Where the template comes from: the argument, else package.json's `repository`. A folder that
 * exists is a local repository (absolute, so git reads it with no network); anything else a URL.
 * @param {string | undefined} argument
 * @param {{ repository?: string | { url?: string } }} packageJson
 * @param {string} cwd
 * @returns {string | null}
 */
export function templateSource(argument, packageJson, cwd) {
  if (argument) return asFolderOrUrl(argument, cwd);
  const repository =
    typeof packageJson.repository === 'string'
      ? packageJson.repository
      : packageJson.repository?.url;
  if (!repository) return null;
  // npm's shorthand for GitHub: "owner/name" or "github:owner/name".
  const shorthand = /^(?:github:)?([\w-][\w.-]*\/[\w.-]+)$/.exec(repository);
  if (shorthand) return `https://github.com/${shorthand[1]}.git`;
  return asFolderOrUrl(repository, cwd);
}

/**
 * @param {string} named
 * @param {string} cwd
 */
function asFolderOrUrl(named, cwd) {
  const asFolder = path.resolve(cwd, named);
  return fs.existsSync(asFolder) ? asFolder : named.replace(/^git\+/, '');
}

/**
 * Whether a version is a release: 2.1.0, not 2.2.0-beta.1.
 * @param {string | null} version
 */
const isRelease = (version) => parseVersion(version ?? '')?.prerelease.length === 0;

/** How many of the default branch's newest commits are searched for a release. */
const releaseSearchDepth = 500;

/**
 * Brings the template's newest release into the site's repository (no branch or tag of the site
 * changes) and returns its commit: the newer of the newest version tag and the
 * default branch's newest commit whose package.json has a release's version, so that a head
 * caught between releases (a prerelease version) is not taken for one.
 * @param {import('./git.mjs').Git} git
 * @param {string} source
 */
export function fetchTemplate(git, source) {
  const tags = git
    .text(['ls-remote', '--tags', '--refs', source])
    .split('\n')
    .flatMap((line) => line.split('\trefs/tags/').slice(1))
    .filter(isRelease)
    .sort((a, b) => compareVersions(b, a));
  git.text(['fetch', '--quiet', '--no-tags', source, 'HEAD']);
  const commits = git
    .text(['rev-list', '--first-parent', `--max-count=${releaseSearchDepth}`, 'FETCH_HEAD'])
    .split('\n')
    .filter(Boolean);
  const versions = readObjects(
    git,
    commits.map((commit) => `${commit}:package.json`),
  );
  const newestOnBranch = commits.find((commit) =>
    isRelease(versionIn(versions.get(`${commit}:package.json`))),
  );
  const branchVersion = newestOnBranch && versionIn(versions.get(`${newestOnBranch}:package.json`));
  const [newestTag] = tags;
  if (newestTag && (!branchVersion || compareVersions(newestTag, branchVersion) >= 0)) {
    git.text(['fetch', '--quiet', '--no-tags', source, `refs/tags/${newestTag}`]);
    return git.text(['rev-parse', 'FETCH_HEAD^{commit}']).trim();
  }
  if (!newestOnBranch)
    throw new Stop(
      `The template at ${source} has no release: no version tag, and no commit of its default branch whose package.json has a release's version.`,
    );
  return newestOnBranch;
}
