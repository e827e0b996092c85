/**
 * What `npm run go-live` reads of a site's repository, offline: git's own answers (the remote, the
 * branch, what is committed and what this clone last saw of the remote), the workflow file and the
 * settings in the environment or `.env`. Nothing here asks the network.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import owners from '../../upgrade/ownerPaths.json';
import { githubRepositoryOf, templateRepositoryIn } from '../settings/templateRepository';

/** The workflow that builds and publishes the site on GitHub Pages. */
export const deployWorkflow = '.github/workflows/deploy.yml';
/** The branch the workflow publishes. */
export const publishedBranch = 'main';
/** The owner's content file, as git names it. */
export const ownerContent = `${owners.paths.site}portfolio.json`;

/** Where owner/portfolio.json stands with git. */
export type ContentState =
  'absent' | 'ignored' | 'not committed' | 'changed since its commit' | 'committed';

export interface RepositoryState {
  /** False in a downloaded copy: no git repository (or no commit) yet. */
  hasCommits: boolean;
  isRepository: boolean;
  branch: string | null;
  /** The remote the site is pushed to (origin, else the only one), with its address. */
  remote: { name: string; url: string; github: string | null } | null;
  /** The template's own GitHub repository (package.json's "repository"), or null. */
  template: string | null;
  content: ContentState;
  /** Whether the workflow file is in the last commit. */
  workflow: 'absent' | 'not committed' | 'committed';
  /**
   * What this clone last saw of the remote's published branch (no fetch): null when it has never
   * seen one, else how many commits of HEAD it lacks.
   */
  published: { branch: string; unpushedCommits: number } | null;
  /** The environment with `.env` read in beneath it (values already set win), as the build reads it. */
  env: NodeJS.ProcessEnv;
}

/** Git in `root`: its output, or null when it fails (no repository, no such ref). */
function gitIn(root: string, ...args: string[]): string | null {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function remoteOf(root: string): RepositoryState['remote'] {
  const names = (gitIn(root, 'remote') ?? '').split('\n').filter(Boolean);
  const name = names.includes('origin') ? 'origin' : names.length === 1 ? names[0]! : null;
  const url = name && gitIn(root, 'remote', 'get-url', name);
  return name && url ? { name, url, github: githubRepositoryOf(url) } : null;
}

function contentState(root: string, hasCommits: boolean): ContentState {
  if (!fs.existsSync(path.join(root, ownerContent))) return 'absent';
  if (gitIn(root, 'check-ignore', '--quiet', ownerContent) !== null) return 'ignored';
  if (!hasCommits || !gitIn(root, 'ls-files', '--', ownerContent)) return 'not committed';
  const changed = gitIn(root, 'status', '--porcelain', '--', owners.paths.site);
  return changed ? 'changed since its commit' : 'committed';
}

function environmentOf(root: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const file = path.join(root, '.env');
  const fromFile = fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
  return { ...fromFile, ...env };
}

/** The repository at `root` as `npm run go-live` reads it, with `env` over its `.env`. */
export function readRepositoryState(root: string, env: NodeJS.ProcessEnv): RepositoryState {
  const isRepository = gitIn(root, 'rev-parse', '--is-inside-work-tree') === 'true';
  const hasCommits =
    isRepository && gitIn(root, 'rev-parse', '--verify', '--quiet', 'HEAD') !== null;
  const remote = isRepository ? remoteOf(root) : null;
  const seen = remote && `refs/remotes/${remote.name}/${publishedBranch}`;
  const unpushed =
    seen && hasCommits && gitIn(root, 'rev-parse', '--verify', '--quiet', seen) !== null
      ? Number(gitIn(root, 'rev-list', '--count', `${seen}..HEAD`))
      : null;
  const workflowWritten = fs.existsSync(path.join(root, deployWorkflow));
  const workflowCommitted =
    hasCommits && gitIn(root, 'cat-file', '-e', `HEAD:${deployWorkflow}`) !== null;
  return {
    isRepository,
    hasCommits,
    branch: isRepository ? gitIn(root, 'symbolic-ref', '--quiet', '--short', 'HEAD') : null,
    remote,
    template: templateRepositoryIn(root),
    content: isRepository
      ? contentState(root, hasCommits)
      : fs.existsSync(path.join(root, ownerContent))
        ? 'not committed'
        : 'absent',
    workflow: workflowCommitted ? 'committed' : workflowWritten ? 'not committed' : 'absent',
    published:
      remote && unpushed !== null
        ? { branch: `${remote.name}/${publishedBranch}`, unpushedCommits: unpushed }
        : null,
    env: environmentOf(root, env),
  };
}
