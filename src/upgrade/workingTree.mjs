// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {string} file
 * @returns {fs.Stats | undefined}
 */
const statOf = (file) => fs.lstatSync(file, { throwIfNoEntry: false });

/**
 * What the working tree holds that git does not track (the tree is clean, so such a file is one
 * git ignores) where the upgrade would write a file of the template's: `read-tree -u` would
 * overwrite it with no copy anywhere. Each is a clash, naming the owner's file.
 * @param {string} root the site's folder
 * @param {import('./git.mjs').Tree} ours the site's files as committed
 * @param {import('./git.mjs').Tree} upgraded the site's files as the upgrade leaves them
 * @returns {import('./threeWay.mjs').Clash[]}
 */
export function untrackedInTheWay(root, ours, upgraded) {
  /** @type {Map<string, import('./threeWay.mjs').Clash>} */
  const clashes = new Map();
  const todo = 'move yours elsewhere (git ignores it, so it keeps no copy), or rename it';
  for (const file of upgraded.keys()) {
    if (ours.has(file)) continue;
    const parts = file.split('/');
    for (let depth = 1; depth < parts.length; depth += 1) {
      const folder = parts.slice(0, depth).join('/');
      if (ours.has(folder) || clashes.has(folder)) continue;
      const stat = statOf(path.join(root, folder));
      if (stat && !stat.isDirectory())
        clashes.set(folder, {
          file: folder,
          problem: `the upgrade adds ${file} in a folder of this name, and this is a file of yours that git does not track`,
          todo,
        });
    }
    if (statOf(path.join(root, file)))
      clashes.set(file, {
        file,
        problem: 'the upgrade adds it, and your site has a file there that git does not track',
        todo,
      });
  }
  return [...clashes.values()];
}
