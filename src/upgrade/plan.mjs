// @ts-check
import { filesOf } from './git.mjs';
import { layoutMovesBetween } from './layoutMoves.mjs';
import { planChanges } from './threeWay.mjs';

/**
 * The site's files as the upgrade leaves them, and how: the layout moves between the two versions
 * first (they give the template's places back to it), then the template's changes since the base.
 * Nothing is written but git objects.
 * @param {import('./git.mjs').Git} site
 * @param {import('./git.mjs').Tree} ours the site's files as committed
 * @param {{ baseCommit: string, templateCommit: string, siteVersion: string, templateVersion: string }} upgrade
 */
export function planUpgrade(
  site,
  ours,
  { baseCommit, templateCommit, siteVersion, templateVersion },
) {
  const base = filesOf(site, baseCommit);
  const theirs = filesOf(site, templateCommit);

  let moved = ours;
  /** @type {{ name: string, version: string, moves: import('./layoutMoves.mjs').Move[] }[]} */
  const layoutSteps = [];
  /** @type {import('./threeWay.mjs').Clash[]} */
  const clashes = [];
  for (const { name, version, move } of layoutMovesBetween(siteVersion, templateVersion)) {
    const result = move(site, { base, ours: moved });
    moved = result.ours;
    if (result.moves.length > 0) layoutSteps.push({ name, version, moves: result.moves });
    clashes.push(...result.clashes);
  }
  const {
    changes,
    clashes: changeClashes,
    keptYours,
  } = planChanges(site, {
    baseCommit,
    templateCommit,
    base,
    ours: moved,
    theirs,
  });
  clashes.push(...changeClashes);

  const upgraded = new Map(moved);
  for (const { file, from, entry } of changes) {
    if (from) upgraded.delete(from);
    if (entry) upgraded.set(file, entry);
    else upgraded.delete(file);
  }
  return { upgraded, layoutSteps, changes, keptYours, clashes };
}
