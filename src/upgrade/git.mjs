// @ts-check
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A file as git stores it.
 * @typedef {{ mode: string, oid: string }} Entry
 */
/**
 * Every file of a commit, by path.
 * @typedef {Map<string, Entry>} Tree
 */

/** A git command failed: the message names the command and gives git's own words. */
export class GitFailed extends Error {}

/**
 * The git CLI in one repository. The upgrade reads and writes git objects only through this.
 * @param {string} cwd
 */
export function gitIn(cwd) {
  /**
   * @param {string[]} args
   * @param {{ input?: string | Buffer, env?: Record<string, string> }} [options]
   */
  function run(args, options = {}) {
    const result = spawnSync('git', args, {
      cwd,
      input: options.input,
      env: { ...process.env, ...options.env },
      maxBuffer: 1 << 30,
    });
    if (result.error) throw new GitFailed(`git could not run: ${result.error.message}`);
    return result;
  }

  /**
   * @param {string[]} args
   * @param {{ input?: string | Buffer, env?: Record<string, string> }} [options]
   */
  function bytes(args, options) {
    const result = run(args, options);
    if (result.status !== 0) {
      throw new GitFailed(`git ${args.join(' ')} failed: ${result.stderr.toString().trim()}`);
    }
    return result.stdout;
  }

  return {
    cwd,
    run,
    bytes,
    /**
     * @param {string[]} args
     * @param {{ input?: string | Buffer, env?: Record<string, string> }} [options]
     */
    text: (args, options) => bytes(args, options).toString('utf8'),
    /** @param {string[]} args */
    succeeds: (args) => run(args).status === 0,
  };
}
/** @typedef {ReturnType<typeof gitIn>} Git */

/**
 * Every file of a commit (or tree), submodules left out.
 * @param {Git} git
 * @param {string} treeish
 * @returns {Tree}
 */
export function filesOf(git, treeish) {
  /** @type {Tree} */
  const files = new Map();
  for (const record of git.text(['ls-tree', '-r', '-z', '--full-tree', treeish]).split('\0')) {
    const match = /^(\d+) (\w+) ([0-9a-f]+)\t([\s\S]+)$/.exec(record);
    if (match?.[2] === 'blob') files.set(/** @type {string} */ (match[4]), entry(match));
  }
  return files;
}

/** @param {RegExpExecArray} match */
const entry = (match) => ({
  mode: /** @type {string} */ (match[1]),
  oid: /** @type {string} */ (match[3]),
});

/**
 * Many objects in one git process: each name (an oid, or `commit:path`) → its bytes, or null when
 * there is none.
 * @param {Git} git
 * @param {string[]} names
 * @returns {Map<string, Buffer | null>}
 */
export function readObjects(git, names) {
  /** @type {Map<string, Buffer | null>} */
  const objects = new Map();
  if (names.length === 0) return objects;
  const out = git.bytes(['cat-file', '--batch'], {
    input: names.map((name) => `${name}\n`).join(''),
  });
  let at = 0;
  for (const name of names) {
    const headerEnd = out.indexOf(0x0a, at);
    const header = out.subarray(at, headerEnd).toString('utf8');
    at = headerEnd + 1;
    if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
      objects.set(name, null);
      continue;
    }
    const size = Number(header.split(' ')[2]);
    objects.set(name, out.subarray(at, at + size));
    at += size + 1;
  }
  return objects;
}

/**
 * @param {Git} git
 * @param {string} oid
 */
export const readBlob = (git, oid) => git.bytes(['cat-file', 'blob', oid]);

/**
 * Stores bytes as a blob, as they are (no line-ending filters).
 * @param {Git} git
 * @param {string | Buffer} content
 */
export const storeBlob = (git, content) =>
  git.text(['hash-object', '-w', '--no-filters', '--stdin'], { input: content }).trim();

/**
 * The files not as committed: changed, staged, deleted or untracked (ignored files do not count).
 * @param {Git} git
 */
export function uncommittedFiles(git) {
  return git
    .text(['status', '--porcelain=v1', '-z', '--untracked-files=all'])
    .split('\0')
    .filter((record) => /^.. /.test(record))
    .map((record) => ({ state: record.slice(0, 2), path: record.slice(3) }));
}

/**
 * A tree object holding exactly these files, made in an index of its own.
 * @param {Git} git
 * @param {Tree} files
 */
export function storeTree(git, files) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-index-'));
  try {
    const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
    const records = [...files].map(([file, { mode, oid }]) => `${mode} ${oid}\t${file}\0`);
    git.text(['update-index', '-z', '--index-info'], { input: records.join(''), env });
    return git.text(['write-tree'], { env }).trim();
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Git's test for a binary file: a NUL byte among the first 8000.
 * @param {Buffer} content
 */
export const isBinary = (content) => content.subarray(0, 8000).includes(0);

/** @param {string} oid */
export const short = (oid) => oid.slice(0, 7);

/**
 * The same file, or both none.
 * @param {Entry | undefined | null} a
 * @param {Entry | undefined | null} b
 */
export const sameEntry = (a, b) => (!a || !b ? !a && !b : a.oid === b.oid && a.mode === b.mode);
