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
 * The template's release an upgrade goes to, brought into the site's repository (no branch or
 * tag of the site changes): `commit`, its `version`, its `tag`, and how many commits of the
 * template's default branch are not in it (changes not released yet, which an upgrade leaves).
 * A release is a version tag (v4.1.0), made when package.json and CHANGELOG.md name it; a
 * head caught between releases is never taken for one. A template with no version tag at all (a
 * copy made without its tags, or one from before releases were tagged) gives the newest commit
 * of its default branch whose package.json has a release's version, and `tag` is null.
 * @param {import('./git.mjs').Git} git
 * @param {string} source
 * @returns {{ commit: string, version: string, tag: string | null, unreleased: number }}
 */
export function fetchTemplate(git, source) {
  const [newestTag] = git
    .text(['ls-remote', '--tags', '--refs', source])
    .split('\n')
    .flatMap((line) => line.split('\trefs/tags/').slice(1))
    .filter(isRelease)
    .sort((a, b) => compareVersions(b, a));
  git.text(['fetch', '--quiet', '--no-tags', source, 'HEAD']);
  const head = git.text(['rev-parse', 'FETCH_HEAD']).trim();
  const released = (/** @type {string} */ commit) =>
    Number(git.text(['rev-list', '--count', `${commit}..${head}`]).trim());
  if (newestTag) {
    git.text(['fetch', '--quiet', '--no-tags', source, `refs/tags/${newestTag}`]);
    const commit = git.text(['rev-parse', 'FETCH_HEAD^{commit}']).trim();
    return {
      commit,
      version: newestTag.replace(/^v/, ''),
      tag: newestTag,
      unreleased: released(commit),
    };
  }
  const commits = git
    .text(['rev-list', '--first-parent', `--max-count=${releaseSearchDepth}`, head])
    .split('\n')
    .filter(Boolean);
  const versions = readObjects(
    git,
    commits.map((commit) => `${commit}:package.json`),
  );
  const newestOnBranch = commits.find((commit) =>
    isRelease(versionIn(versions.get(`${commit}:package.json`))),
  );
  if (!newestOnBranch)
    throw new Stop(
      `The template at ${source} has no release: no version tag (such as v4.0.0), and no commit of its default branch whose package.json has a release's version.`,
    );
  return {
    commit: newestOnBranch,
    version: /** @type {string} */ (versionIn(versions.get(`${newestOnBranch}:package.json`))),
    tag: null,
    unreleased: released(newestOnBranch),
  };
}

/**
 * What the owner is told of the release found, before anything changes: that there is nothing
 * newer than their version (and why, when the template has commits not yet released), or which
 * release the upgrade goes to.
 * @param {string} siteVersion
 * @param {{ version: string, tag: string | null, unreleased: number }} release
 * @returns {{ upToDate: boolean, lines: string[] }}
 */
export function releaseMessage(siteVersion, { version, tag, unreleased }) {
  const named = tag ?? `${version}, untagged`;
  const notYet =
    unreleased > 0
      ? [
          `The template has ${unreleased} commit${unreleased === 1 ? '' : 's'} since ${tag ?? version} not released yet: an upgrade brings them with its next release (CHANGELOG.md, "Unreleased", says what they change).`,
        ]
      : [];
  const untagged = tag
    ? []
    : [
        `The template has no version tags (releases are tags, such as v${version}): its newest commit whose package.json names a release is taken, which may hold changes not finished.`,
      ];
  // A site with no version is stopped by versionsOf, which says why.
  const order = parseVersion(siteVersion) ? compareVersions(siteVersion, version) : -1;
  if (order >= 0)
    return {
      upToDate: true,
      lines: [
        order === 0
          ? `Your site is on ${siteVersion}, the template's newest release (${named}): nothing to do.`
          : `Your site is on ${siteVersion}, newer than the template's newest release (${named}): nothing to do. Is it the template your site was made from?`,
        ...notYet,
        ...untagged,
      ],
    };
  return {
    upToDate: false,
    lines: [`Upgrading to the template's newest release, ${named}.`, ...notYet, ...untagged],
  };
}
