import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gitEnvironment } from '../support/gitEnvironment';

const checkout = path.resolve(__dirname, '../..');

/** Runs a command; its output, or an error with it. */
export function run(cwd: string, command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd, env: gitEnvironment, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

export const git = (cwd: string, ...args: string[]) => run(cwd, 'git', args).trim();

const temporaryFolders: string[] = [];

export function temporaryFolder(name: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `upgrade-test-${name}-`));
  temporaryFolders.push(folder);
  return folder;
}

/** For afterAll: the folders this file's tests made. */
export function removeTemporaryFolders() {
  for (const folder of temporaryFolders.splice(0))
    fs.rmSync(folder, { recursive: true, force: true });
}

/**
 * A template repository of this checkout's files as they are now (every file .gitignore does not
 * leave out), committed once at `version`. The files are listed through a git directory of the
 * test's own, so a checkout with no history (a download, `git archive`) serves as well as a clone.
 */
export function templateFromThisCheckout(version: string): string {
  const template = temporaryFolder('template');
  const listing = path.join(temporaryFolder('listing'), '.git');
  git(checkout, 'init', '--quiet', '--bare', listing);
  const files = run(checkout, 'git', [
    `--git-dir=${listing}`,
    `--work-tree=${checkout}`,
    'ls-files',
    '-z',
    '--others',
    '--exclude-standard',
  ])
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(template, file)), { recursive: true });
    fs.copyFileSync(path.join(checkout, file), path.join(template, file));
  }
  git(template, 'init', '--quiet', '--initial-branch=main');
  commitVersion(template, version, 'The template');
  return template;
}

/** This checkout's upgrade code, into another folder (a template of the test's own). */
export function copyUpgradeCode(into: string) {
  fs.cpSync(path.join(checkout, 'src/upgrade'), path.join(into, 'src/upgrade'), {
    recursive: true,
  });
}

/** Sets package.json's version, commits every change and returns the commit. */
export function commitVersion(repository: string, version: string, message: string): string {
  const packageFile = path.join(repository, 'package.json');
  const packageJson = fs.readFileSync(packageFile, 'utf8');
  fs.writeFileSync(
    packageFile,
    packageJson.replace(/"version": "[^"]*"/, `"version": "${version}"`),
  );
  return commitAll(repository, message);
}

export function commitAll(repository: string, message: string): string {
  git(repository, 'add', '--all');
  git(repository, 'commit', '--quiet', '--no-verify', '-m', message);
  return git(repository, 'rev-parse', 'HEAD');
}

/** An owner's site as a fork: a clone, sharing the template's history. */
export function forkOf(template: string): string {
  const site = path.join(temporaryFolder('fork'), 'site');
  git(path.dirname(site), 'clone', '--quiet', template, site);
  return site;
}

/** An owner's site as a copy ("Use this template", a download): the files, a history of its own. */
export function copyOf(template: string): string {
  const site = temporaryFolder('copy');
  for (const file of git(template, 'ls-files', '-z').split('\0').filter(Boolean)) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.copyFileSync(path.join(template, file), path.join(site, file));
  }
  git(site, 'init', '--quiet', '--initial-branch=main');
  commitAll(site, 'My site');
  return site;
}

/** Writes files (path → text or bytes) into a folder. */
export function writeFiles(root: string, files: Record<string, string | Buffer>) {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
}

/** Every file under a folder of a repository's working tree: path → bytes. */
export function filesUnder(root: string, folder = ''): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const start = path.join(root, folder);
  if (!fs.existsSync(start)) return files;
  for (const item of fs.readdirSync(start, { recursive: true, withFileTypes: true })) {
    if (!item.isFile()) continue;
    const full = path.join(item.parentPath, item.name);
    files.set(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full));
  }
  return files;
}

export const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Edits a text file of a working tree. */
export function edit(root: string, file: string, change: (text: string) => string) {
  const full = path.join(root, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  fs.writeFileSync(full, after);
}

/** `npm run upgrade` as the owner runs it, with the code at `upgradeCode` (the site's own, by default). */
export function upgrade(site: string, args: string[], upgradeCode = site) {
  const result = spawnSync(
    process.execPath,
    [path.join(upgradeCode, 'src/upgrade/main.mjs'), ...args],
    {
      cwd: site,
      env: gitEnvironment,
      encoding: 'utf8',
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
