// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isBinary, readBlob, sameEntry, short, storeBlob } from './git.mjs';
import { withOwnerLines } from './ownerLines.mjs';
import { isOwnerPath, ownerLines } from './ownerPaths.mjs';

/** @typedef {import('./git.mjs').Entry} Entry */
/** @typedef {import('./git.mjs').Tree} Tree */
/**
 * What the upgrade does to one file: `entry` is what it becomes, null when it goes; a renamed file
 * leaves `from`; `kept` names the owner's lines it keeps.
 * @typedef {{ file: string, kind: 'added' | 'updated' | 'merged' | 'deleted' | 'renamed', entry: Entry | null, from?: string, kept?: string }} Change
 */
/**
 * A file the upgrade cannot bring on its own: what happened and what the owner can do.
 * @typedef {{ file: string, problem: string, todo: string }} Clash
 */
/**
 * The three sides of an upgrade, each a tree of the site's repository: the template's commit the
 * site started from (`base`), the site as it is (`ours`), the template's newest (`theirs`).
 * @typedef {{ baseCommit: string, templateCommit: string, base: Tree, ours: Tree, theirs: Tree }} Sides
 */

/**
 * The template's changes since the base, file by file, onto the site: a file the owner did not
 * change takes the template's, a file both changed is merged, and what cannot be merged is a clash.
 * The owner's paths are never touched. Nothing is written but git objects.
 * @param {import('./git.mjs').Git} git
 * @param {Sides} sides
 */
export function planChanges(git, sides) {
  const { base, ours, theirs } = sides;
  /** @type {Change[]} */
  const changes = [];
  /** @type {Clash[]} */
  const clashes = [];
  /** @type {string[]} binary files both changed, where the owner's stays */
  const keptYours = [];
  const done = new Set();

  /**
   * @param {string} file
   * @param {Entry | undefined} b
   * @param {Entry | undefined} o
   * @param {Entry | undefined} t
   */
  const planFile = (file, b, o, t) => {
    const outcome = chooseOutcome(git, sides, file, b, o, t);
    if (outcome === 'kept yours') keptYours.push(file);
    else if (outcome && 'problem' in outcome) clashes.push(outcome);
    else if (outcome) changes.push(outcome);
  };

  // A file the template renamed and the owner changed: the owner's changes follow it.
  for (const [to, from] of templateRenames(git, sides)) {
    const yours = ours.get(from);
    const ownerChanged = yours && !sameEntry(yours, base.get(from));
    if (isOwnerPath(to) || isOwnerPath(from) || !ownerChanged || ours.has(to)) continue;
    done.add(to).add(from);
    const outcome = chooseOutcome(git, sides, to, base.get(from), yours, theirs.get(to), from);
    if (outcome && outcome !== 'kept yours' && 'problem' in outcome) {
      clashes.push({ ...outcome, file: `${from} (the template renames it ${to})` });
    } else {
      // No change of the template's own to bring (or a binary file): yours moves as it is.
      const entry = outcome && outcome !== 'kept yours' ? outcome.entry : yours;
      changes.push({ file: to, from, kind: 'renamed', entry });
    }
  }
  for (const file of new Set([...base.keys(), ...theirs.keys()])) {
    if (done.has(file) || isOwnerPath(file)) continue;
    planFile(file, base.get(file), ours.get(file), theirs.get(file));
  }
  return { changes, clashes, keptYours };
}

/**
 * @param {import('./git.mjs').Git} git
 * @param {Sides} sides
 * @param {string} file
 * @param {Entry | undefined} b
 * @param {Entry | undefined} o
 * @param {Entry | undefined} t
 * @param {string} yourFile where the owner's and the base's file is: `file`, unless the template renamed it
 * @returns {Change | Clash | 'kept yours' | null}
 */
function chooseOutcome(git, sides, file, b, o, t, yourFile = file) {
  const kept = ownerLines.find((lines) => lines.file === file && o)?.what;
  [b, t] = withTheOwnersLines(git, file, b, o, t);
  if (sameEntry(b, t) || sameEntry(o, t)) return null;
  if (sameEntry(o, b)) {
    if (!t) return { file, kind: 'deleted', entry: null };
    return { file, kind: o ? 'updated' : 'added', entry: t, kept };
  }
  const [base, template] = [short(sides.baseCommit), short(sides.templateCommit)];
  const undo = `undo yours (git checkout ${base} -- ${yourFile})`;
  const templatesChange =
    yourFile === file
      ? `git diff ${base} ${template} -- ${file}`
      : `git diff -M ${base} ${template} -- ${yourFile} ${file}`;
  if (!t) {
    return {
      file,
      problem: 'you changed it, and the template deletes it',
      todo: `keep what you need of it elsewhere and delete it (git rm ${file}), or ${undo}`,
    };
  }
  if (!o) {
    return {
      file,
      problem: 'you deleted it, and the template changed it',
      todo: `bring it back (git checkout ${base} -- ${yourFile}); delete it again after the upgrade if you still do not want it`,
    };
  }
  if (!b) {
    return {
      file,
      problem: 'the template adds it, and your site has a file of its own there',
      todo: 'rename yours',
    };
  }
  const contents = [o, b, t].map((side) => readBlob(git, side.oid));
  if (contents.some(isBinary)) return 'kept yours';
  const merged = mergeTexts(git, /** @type {[Buffer, Buffer, Buffer]} */ (contents));
  if (merged === null) {
    return {
      file,
      problem: 'you and the template changed the same lines',
      todo: `bring the template's change by hand (${templatesChange}), or ${undo}`,
    };
  }
  const mode = o.mode === b.mode ? t.mode : o.mode;
  return { file, kind: 'merged', entry: { mode, oid: storeBlob(git, merged) }, kept };
}

/**
 * The base's and the template's versions of a file with owner's lines (the deploy schedule) carry
 * the site's lines, so that only the rest of the file follows the template.
 * @param {import('./git.mjs').Git} git
 * @param {string} file
 * @param {Entry | undefined} b
 * @param {Entry | undefined} o
 * @param {Entry | undefined} t
 * @returns {[Entry | undefined, Entry | undefined]}
 */
function withTheOwnersLines(git, file, b, o, t) {
  const rule = ownerLines.find((lines) => lines.file === file);
  if (!rule || !o) return [b, t];
  const site = readBlob(git, o.oid).toString('utf8');
  /** @param {Entry | undefined} side */
  const withSiteLines = (side) => {
    if (!side) return side;
    const text = readBlob(git, side.oid).toString('utf8');
    const changed = withOwnerLines(text, site, rule.line);
    return changed === text ? side : { mode: side.mode, oid: storeBlob(git, changed) };
  };
  return [withSiteLines(b), withSiteLines(t)];
}

/**
 * Git's three-way merge of texts, or null when both sides changed the same lines.
 * @param {import('./git.mjs').Git} git
 * @param {[Buffer, Buffer, Buffer]} texts yours, base, template
 */
function mergeTexts(git, texts) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-merge-'));
  try {
    const files = ['yours', 'base', 'template'].map((name, i) => {
      const file = path.join(scratch, name);
      fs.writeFileSync(file, /** @type {Buffer} */ (texts[i]));
      return file;
    });
    const labels = ['-L', 'yours', '-L', 'base', '-L', 'template'];
    const result = git.run(['merge-file', '-p', ...labels, ...files]);
    // Its exit status is the number of conflicts (capped at 127); above that, an error.
    if (result.status === 0) return result.stdout;
    if (result.status !== null && result.status < 128) return null;
    throw new Error(`git merge-file failed: ${result.stderr.toString().trim()}`);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The template's renames between the base and its newest: new path → old path.
 * @param {import('./git.mjs').Git} git
 * @param {Sides} sides
 */
function templateRenames(git, sides) {
  const fields = git
    .text(['diff-tree', '-r', '-z', '-M', '--name-status', sides.baseCommit, sides.templateCommit])
    .split('\0');
  /** @type {Map<string, string>} */
  const renames = new Map();
  for (let i = 0; i < fields.length; i++) {
    const status = fields[i] ?? '';
    if (status.startsWith('R')) {
      renames.set(/** @type {string} */ (fields[i + 2]), /** @type {string} */ (fields[i + 1]));
      i += 2;
    } else if (/^[ACDMTUX]/.test(status)) {
      i += status.startsWith('C') ? 2 : 1;
    }
  }
  return renames;
}
