// @ts-check
import path from 'node:path';
import { readBlob, sameEntry, storeBlob } from './git.mjs';
import { compareVersions } from './versions.mjs';

/** @typedef {import('./git.mjs').Tree} Tree */
/** @typedef {{ from: string, to: string }} Move */
/**
 * A change of where the owner's files live, made by the template version `version`. It takes the
 * site's files from the old places to the new and gives the old places back as the base had them,
 * so the three-way step brings the template's own files there.
 * @typedef {{
 *   name: string,
 *   version: string,
 *   move: (git: import('./git.mjs').Git, sides: { base: Tree, ours: Tree }) => { ours: Tree, moves: Move[], clashes: import('./threeWay.mjs').Clash[] },
 * }} LayoutMove
 */

/**
 * 2.0.0 gave the owner a folder of their own: their content, its translations and their images,
 * at 1.x among the template's files (src/content/portfolio*.json, public/), move to owner/. A file
 * as the base had it is the template's sample and stays; public/ moves whole once the owner
 * changed anything in it, since their content may name any image there.
 * @type {LayoutMove['move']}
 */
function intoTheOwnersFolder(git, { base, ours }) {
  const site = new Map(ours);
  /** @type {Move[]} */
  const moves = [];
  /** @type {import('./threeWay.mjs').Clash[]} */
  const clashes = [];
  /**
   * @param {string} from
   * @param {string} to
   * @param {(content: Buffer) => Buffer} [rewrite]
   */
  const moveFile = (from, to, rewrite) => {
    const entry = /** @type {import('./git.mjs').Entry} */ (ours.get(from));
    if (ours.has(to) && ours.get(to)?.oid !== entry.oid) {
      clashes.push({
        file: to,
        problem: `the upgrade moves ${from} here, and your site already has this file`,
        todo: 'keep one of the two (git rm the other)',
      });
      return;
    }
    const oid = rewrite ? storeBlob(git, rewrite(readBlob(git, entry.oid))) : entry.oid;
    site.set(to, { mode: entry.mode, oid });
    restoreBaseFile(site, base, from);
    moves.push({ from, to });
  };

  for (const file of ours.keys()) {
    const content = /^src\/content\/(portfolio(?:\.[\w-]+)?\.json)$/.exec(file);
    if (content && !sameEntry(ours.get(file), base.get(file))) {
      const to = `owner/${content[1]}`;
      moveFile(file, to, (json) => Buffer.from(withSchemaFrom(json.toString('utf8'), file, to)));
    }
  }
  const images = (/** @type {Tree} */ tree) =>
    [...tree.keys()].filter((file) => file.startsWith('public/'));
  const imagesChanged =
    images(ours).length !== images(base).length ||
    images(ours).some((file) => !sameEntry(ours.get(file), base.get(file)));
  if (imagesChanged) {
    for (const file of images(ours)) moveFile(file, `owner/${file}`);
    for (const file of images(base)) restoreBaseFile(site, base, file);
  }
  return { ours: site, moves, clashes };
}

/** @type {LayoutMove[]} in the order of their versions; a later layout change adds its step here */
export const layoutMoves = [
  {
    name: 'your files into a folder of their own, owner/',
    version: '2.0.0',
    move: intoTheOwnersFolder,
  },
];

/**
 * The steps between the site's version and the template's, in order.
 * @param {string} siteVersion
 * @param {string} templateVersion
 */
export const layoutMovesBetween = (siteVersion, templateVersion) =>
  layoutMoves.filter(
    (step) =>
      compareVersions(siteVersion, step.version) < 0 &&
      compareVersions(step.version, templateVersion) <= 0,
  );

/**
 * The file as the base had it (or none), as though the owner had never changed it.
 * @param {Tree} site
 * @param {Tree} base
 * @param {string} file
 */
function restoreBaseFile(site, base, file) {
  const entry = base.get(file);
  if (entry) site.set(file, entry);
  else site.delete(file);
}

/**
 * The content's `"$schema"` line, pointing from the file's new place to the same schema.
 * @param {string} json
 * @param {string} from
 * @param {string} to
 */
export function withSchemaFrom(json, from, to) {
  return json.replace(/("\$schema"\s*:\s*")([^"]+)(")/, (line, open, schema, close) => {
    if (/^[a-z][a-z0-9+.-]*:|^\//i.test(schema)) return line;
    const target = path.posix.join(path.posix.dirname(from), schema);
    const relative = path.posix.relative(path.posix.dirname(to), target);
    return `${open}${relative.startsWith('.') ? relative : `./${relative}`}${close}`;
  });
}
