import fs from 'node:fs';
import path from 'node:path';

/**
 * A GitHub repository's `owner/name` from how git or npm write it: a remote's URL
 * (`https://github.com/you/portfolio.git`, `git@github.com:you/portfolio.git`) or package.json's
 * "repository" (`github:you/portfolio`, `you/portfolio`, `git+https://…`); null for another host.
 */
export function githubRepositoryOf(address: string): string | null {
  const written = address.trim();
  const shorthand = /^(?:github:)?([\w-][\w.-]*\/[\w.-]+?)(?:\.git)?$/.exec(written);
  if (shorthand && !written.includes('//')) return shorthand[1]!;
  const url =
    /^(?:git\+)?(?:https?|ssh|git):\/\/(?:[^@/]+@)?github\.com[:/]([\w-][\w.-]*\/[\w.-]+?)(?:\.git)?\/?$/i.exec(
      written,
    ) ?? /^[^@/\s]+@github\.com:([\w-][\w.-]*\/[\w.-]+?)(?:\.git)?$/i.exec(written);
  return url ? url[1]! : null;
}

/**
 * The template's own GitHub repository: package.json's "repository", which `npm run upgrade` also
 * takes the template from. An owner's copy keeps it (it names where upgrades come from), so a
 * repository other than this one is an owner's. Null when package.json names none on GitHub.
 */
export function templateRepositoryIn(root: string): string | null {
  const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    repository?: string | { url?: string };
  };
  const repository =
    typeof packageJson.repository === 'string'
      ? packageJson.repository
      : packageJson.repository?.url;
  return repository ? githubRepositoryOf(repository) : null;
}

/** Whether two `owner/name`s are one repository (GitHub's names ignore case). */
export const sameRepository = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
