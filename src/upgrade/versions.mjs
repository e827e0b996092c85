// @ts-check
import { readObjects } from './git.mjs';
import { Stop } from './stop.mjs';

/**
 * A semantic version: 2.0.0, 2.1.0-beta.1.
 * @typedef {{ numbers: [number, number, number], prerelease: string[] }} Version
 */

/**
 * @param {string} text
 * @returns {Version | null}
 */
export function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(
    text.trim(),
  );
  if (!match) return null;
  return {
    numbers: [Number(match[1]), Number(match[2]), Number(match[3])],
    prerelease: match[4] ? match[4].split('.') : [],
  };
}

/**
 * Negative when a is older than b, 0 when they are the same version, positive when newer.
 * @param {string} a
 * @param {string} b
 */
export function compareVersions(a, b) {
  const [left, right] = [parseVersion(a), parseVersion(b)];
  if (!left || !right) throw new Error(`not a version: ${left ? b : a}`);
  for (let i = 0; i < 3; i++) {
    const difference =
      /** @type {number} */ (left.numbers[i]) - /** @type {number} */ (right.numbers[i]);
    if (difference !== 0) return difference;
  }
  // A prerelease comes before its release: 2.0.0-beta.1 < 2.0.0.
  if (left.prerelease.length === 0 || right.prerelease.length === 0) {
    return right.prerelease.length - left.prerelease.length;
  }
  for (let i = 0; i < Math.max(left.prerelease.length, right.prerelease.length); i++) {
    const [x, y] = [left.prerelease[i], right.prerelease[i]];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    if (x === y) continue;
    const bothNumbers = /^\d+$/.test(x) && /^\d+$/.test(y);
    if (bothNumbers) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * The template's version a package.json records, or null.
 * @param {Buffer | string | null | undefined} packageJson
 */
export function versionIn(packageJson) {
  if (!packageJson) return null;
  try {
    const version = JSON.parse(packageJson.toString()).version;
    return typeof version === 'string' && parseVersion(version) ? version : null;
  } catch {
    return null;
  }
}

/**
 * The versions package.json records in the site and in the template's newest; the site's may not
 * be newer.
 * @param {import('./git.mjs').Git} site
 * @param {string} templateCommit
 */
export function versionsOf(site, templateCommit) {
  const [ofSite, ofTemplate] = ['HEAD:package.json', `${templateCommit}:package.json`];
  const packageJsons = readObjects(site, [ofSite, ofTemplate]);
  const siteVersion = versionIn(packageJsons.get(ofSite));
  const templateVersion = versionIn(packageJsons.get(ofTemplate));
  if (!siteVersion) {
    throw new Stop(
      'Your package.json has no "version": the template records there which version a site is on.',
    );
  }
  if (!templateVersion)
    throw new Stop("The template's package.json has no version: is it this template?");
  if (compareVersions(siteVersion, templateVersion) > 0) {
    throw new Stop(
      `Your site is on ${siteVersion}, newer than the template's ${templateVersion}: is it the right template?`,
    );
  }
  return { siteVersion, templateVersion };
}
