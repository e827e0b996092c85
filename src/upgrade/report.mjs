// @ts-check

/** @typedef {import('./threeWay.mjs').Change} Change */
/** @typedef {import('./threeWay.mjs').Clash} Clash */
/** @typedef {import('./layoutMoves.mjs').Move} Move */

/** Beyond this many, files changed as the template has them are counted, not listed. */
const listedAtMost = 40;

/**
 * @param {{ path: string, state: string }[]} files
 */
export const uncommittedMessage = (files) =>
  [
    'Your site has changes that are not committed. Commit them (or put them aside), then run the upgrade again:',
    ...files.map(({ state, path }) => `  ${state} ${path}`),
  ].join('\n');

/** @param {Clash[]} clashes */
export const clashesMessage = (clashes) =>
  [
    `The upgrade stopped and changed nothing: ${clashes.length === 1 ? 'a file needs' : `${clashes.length} files need`} you first.`,
    ...clashes.map(
      ({ file, problem, todo }) => `  ${file}: ${problem}.\n      ${capitalised(todo)}.`,
    ),
    'Then commit, and run the upgrade again.',
  ].join('\n');

/**
 * What the upgrade does, file by file: the moves and merges always, the rest while they are few
 * (or every one, for a dry run).
 * @param {{
 *   layoutSteps: { name: string, version: string, moves: Move[] }[],
 *   changes: Change[], keptYours: string[], template: string, listAll: boolean
 * }} done
 */
export function changesMessage({ layoutSteps, changes, keptYours, template, listAll }) {
  const lines = layoutSteps.flatMap(({ name, version, moves }) => [
    `  The layout of ${version}: ${name}.`,
    ...moves.map(({ from, to }) => `  moved    ${from} → ${to}`),
  ]);
  const ofKind = (/** @type {Change['kind']} */ kind) =>
    changes.filter((change) => change.kind === kind);
  const keeping = (/** @type {Change} */ { kept }) => (kept ? ` (keeping ${kept})` : '');
  for (const { from, file } of ofKind('renamed')) {
    lines.push(`  renamed  ${from} → ${file}, with your changes`);
  }
  for (const change of ofKind('merged')) {
    lines.push(`  merged   ${change.file}: your changes and the template's${keeping(change)}`);
  }
  for (const file of keptYours) {
    lines.push(
      `  kept     ${file}: yours, a binary file the template changed too (git checkout ${template} -- ${file} takes the template's)`,
    );
  }
  const taken = ['added', 'updated', 'deleted'].flatMap((kind) =>
    ofKind(/** @type {Change['kind']} */ (kind)).map(
      (change) => `  ${kind.padEnd(8)} ${change.file}${keeping(change)}`,
    ),
  );
  if (listAll || taken.length <= listedAtMost) lines.push(...taken);
  else {
    const count = (/** @type {Change['kind']} */ kind) => ofKind(kind).length;
    lines.push(
      `  and, as the template has them: ${count('added')} added, ${count('updated')} updated, ${count('deleted')} deleted (git show --stat lists them after the upgrade)`,
    );
  }
  return lines.join('\n');
}

/**
 * @param {string} failed the step, as the owner would type it
 * @param {string} commitMessage
 * @param {boolean} installed whether the upgrade ran npm ci
 */
export const stepFailedMessage = (failed, commitMessage, installed) =>
  [
    `\n${failed} failed (its output is above). The upgrade's changes are in your working tree, staged and not committed. Either`,
    `  - fix what failed, then commit: git add -u && git commit -m "${commitMessage}"`,
    `  - or go back to your site as it was: git reset --hard${installed ? ' && npm ci' : ''}`,
    "    (it undoes the upgrade's changes only: a file git does not track, such as .env, stays as it is)",
  ].join('\n');

/** @param {string} text */
const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);
