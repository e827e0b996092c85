// @ts-check
import fs from 'node:fs';
import path from 'node:path';

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
 * Brings the template's default branch into the site's repository (as FETCH_HEAD, no branch or
 * tag of the site changes) and returns its commit.
 * @param {import('./git.mjs').Git} git
 * @param {string} source
 */
export function fetchTemplate(git, source) {
  git.text(['fetch', '--quiet', '--no-tags', source, 'HEAD']);
  return git.text(['rev-parse', 'FETCH_HEAD^{commit}']).trim();
}
