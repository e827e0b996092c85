// @ts-check
// `npm run upgrade`: brings the template's newest version into this site (docs/upgrading.md).
// Node's own modules and the git CLI only: it runs on a site that has not installed anything of
// the new template yet.
import fs from 'node:fs';
import path from 'node:path';
import { afterSteps, runSteps } from './afterSteps.mjs';
import { findBase } from './base.mjs';
import { changesBetween } from './changelog.mjs';
import {
  GitFailed,
  filesOf,
  gitIn,
  readObjects,
  sameEntry,
  short,
  storeTree,
  uncommittedFiles,
} from './git.mjs';
import { keepWhatWasPublished } from './keptPublished.mjs';
import { handOver, runsTemplatesCode, templateCommitFlag, upgradeFolder } from './handOver.mjs';
import { ownerPathsByName } from './ownerPaths.mjs';
import { planUpgrade } from './plan.mjs';
import {
  changesMessage,
  clashesMessage,
  stepFailedMessage,
  uncommittedMessage,
} from './report.mjs';
import { fetchTemplate, howToNameTheTemplate, releaseMessage, templateSource } from './source.mjs';
import { Stop } from './stop.mjs';
import { versionsOf } from './versions.mjs';
import { untrackedInTheWay } from './workingTree.mjs';

const usage = `npm run upgrade -- [<template>] [--no-checks] [--dry-run]

Brings the template's newest version into this site: the template's changes since the version
the site is on, merged with yours; your content (owner/) is never touched. Stops and changes
nothing where yours and the template's changes meet, naming the files.

  <template>   the template's git URL or folder; else package.json's "repository"
  --no-checks  skip what follows the changes (npm ci when the lock changed, npm run content:migrate,
               npm run build, npm test) and commit at once; run them yourself before you deploy
  --dry-run    say what would change, and change nothing
When a check fails, the changes stay in the working tree, uncommitted, and it says how to go back.`;

/**
 * @typedef {{ source?: string, templateCommit?: string, checks: boolean, dryRun: boolean, help: boolean }} Options
 * @param {string[]} argv
 * @returns {Options}
 */
function parseArguments(argv) {
  /** @type {Options} */
  const options = { checks: true, dryRun: false, help: false };
  for (const argument of argv) {
    if (argument === '--no-checks') options.checks = false;
    else if (argument === '--dry-run') options.dryRun = true;
    else if (argument === '--help' || argument === '-h') options.help = true;
    else if (argument.startsWith(`${templateCommitFlag}=`)) {
      options.templateCommit = argument.slice(templateCommitFlag.length + 1);
    } else if (argument.startsWith('-')) throw new Stop(`Unknown option ${argument}.\n\n${usage}`);
    else if (options.source)
      throw new Stop(`One template at a time: ${options.source} or ${argument}?`);
    else options.source = argument;
  }
  return options;
}

/** @param {string[]} argv */
function main(argv) {
  const options = parseArguments(argv);
  if (options.help) {
    console.log(usage);
    return 0;
  }
  const here = gitIn(process.cwd());
  if (!here.succeeds(['rev-parse', '--verify', '--quiet', 'HEAD'])) {
    throw new Stop("Run the upgrade in your site's git repository, with at least one commit.");
  }
  const site = gitIn(here.text(['rev-parse', '--show-toplevel']).trim());
  const uncommitted = uncommittedFiles(site);
  if (uncommitted.length > 0) throw new Stop(uncommittedMessage(uncommitted));

  const packageJson = JSON.parse(fs.readFileSync(path.join(site.cwd, 'package.json'), 'utf8'));
  const source = templateSource(options.source, packageJson, process.cwd());
  if (options.templateCommit) {
    const templateCommit = site
      .text(['rev-parse', '--verify', `${options.templateCommit}^{commit}`])
      .trim();
    return upgrade(site, { ...options, source, templateCommit });
  }
  if (!source) throw new Stop(howToNameTheTemplate);
  console.log(`Fetching the template from ${source}`);
  const release = fetchTemplate(site, source);
  const said = releaseMessage(String(packageJson.version ?? ''), release);
  console.log(said.lines.join('\n'));
  if (said.upToDate) return 0;
  const templateCommit = release.commit;
  // A dry run changes nothing, so it runs nothing fetched either: it plans with the site's code.
  if (options.dryRun) {
    if (!runsTemplatesCode(site, templateCommit))
      console.log(
        `The template's upgrade code differs from your site's (git diff HEAD ${short(templateCommit)} -- ${upgradeFolder} shows how): ` +
          "a dry run plans with your site's and runs nothing it fetched; the upgrade itself runs the template's.",
      );
    return upgrade(site, { ...options, source, templateCommit });
  }
  return (
    handOver(site, templateCommit, argv) ?? upgrade(site, { ...options, source, templateCommit })
  );
}

/**
 * @param {import('./git.mjs').Git} site
 * @param {{ source: string | null, templateCommit: string, checks: boolean, dryRun: boolean }} options
 */
function upgrade(site, { source, templateCommit, checks, dryRun }) {
  const { siteVersion, templateVersion } = versionsOf(site, templateCommit);
  const ours = filesOf(site, 'HEAD');
  const found = findBase(site, templateCommit, siteVersion, ours);
  if (!found) {
    throw new Stop(
      `No commit of the template at ${source ?? short(templateCommit)} has version ${siteVersion}, your site's (package.json): is it the template your site was made from?`,
    );
  }
  const baseCommit = found.commit;
  console.log(
    `Your site is on ${siteVersion}. Of the template's commits of that version, the closest to your site is ` +
      `${short(baseCommit)} (${subjectOf(site, baseCommit)}): ${found.same} files the same. ` +
      `The template's newest is ${templateVersion} (${short(templateCommit)}).`,
  );
  const plan = planUpgrade(site, ours, {
    baseCommit,
    templateCommit,
    siteVersion,
    templateVersion,
  });
  const clashes = [...plan.clashes, ...untrackedInTheWay(site.cwd, ours, plan.upgraded)];
  if (clashes.length > 0) throw new Stop(clashesMessage(clashes));
  const { upgraded, lines: keptLines } = keepWhatWasPublished(
    site,
    plan.upgraded,
    siteVersion,
    templateVersion,
  );
  if (sameFiles(upgraded, ours)) {
    console.log(
      `Your site has every change of the template's newest (${templateVersion}): nothing to do.`,
    );
    return 0;
  }
  console.log(changesMessage({ ...plan, template: short(templateCommit), listAll: dryRun }));
  if (keptLines.length > 0)
    console.log(
      `\nWhat your site published stays published, though the template's newest publishes less:\n${keptLines.join('\n')}`,
    );
  printChangelog(site, templateCommit, siteVersion, templateVersion);
  if (dryRun) {
    console.log('Nothing changed (--dry-run).');
    return 0;
  }
  site.text(['read-tree', '-m', '-u', 'HEAD', storeTree(site, upgraded)]);

  const commitMessage = `Upgrade the template from ${siteVersion} to ${templateVersion}`;
  if (checks) {
    const lockChanged = !sameEntry(
      ours.get('package-lock.json'),
      upgraded.get('package-lock.json'),
    );
    const { scripts = {} } = JSON.parse(
      fs.readFileSync(path.join(site.cwd, 'package.json'), 'utf8'),
    );
    const failed = runSteps(site.cwd, afterSteps({ lockChanged, scripts }));
    if (failed) {
      console.error(stepFailedMessage(failed, commitMessage, lockChanged));
      return 1;
    }
  }
  // The index holds the plan; of the rest, only the migration's rewrite of the owner's content.
  const ownersFolder = ownerPathsByName.site;
  if (checks && fs.existsSync(path.join(site.cwd, ownersFolder)))
    site.text(['add', '--update', '--', ownersFolder]);
  const details = `Template ${source ? `${source} ` : ''}at ${templateCommit}, from ${baseCommit}.`;
  const committed = site.run(['commit', '--quiet', '-m', commitMessage, '-m', details]);
  if (committed.status !== 0) {
    throw new Stop(
      `The upgrade's changes are in your working tree, but git could not commit them:\n${committed.stderr.toString().trim()}\n` +
        `Commit them yourself: git commit -m "${commitMessage}"`,
    );
  }
  console.log(`${commitMessage}: committed as ${short(site.text(['rev-parse', 'HEAD']).trim())}.`);
  return 0;
}

/**
 * What changed for owners between the two versions, from the new template's CHANGELOG.md.
 * @param {import('./git.mjs').Git} site
 * @param {string} templateCommit
 * @param {string} siteVersion
 * @param {string} templateVersion
 */
function printChangelog(site, templateCommit, siteVersion, templateVersion) {
  const name = `${templateCommit}:CHANGELOG.md`;
  const changelog = readObjects(site, [name]).get(name);
  const news = changelog
    ? changesBetween(changelog.toString('utf8'), siteVersion, templateVersion)
    : '';
  if (news) console.log(`\nWhat changed for you since ${siteVersion} (CHANGELOG.md):\n\n${news}\n`);
}

/**
 * @param {import('./git.mjs').Git} site
 * @param {string} commit
 */
const subjectOf = (site, commit) =>
  `"${site.text(['log', '-1', '--format=%s', commit]).trim().slice(0, 72)}"`;

/**
 * @param {import('./git.mjs').Tree} a
 * @param {import('./git.mjs').Tree} b
 */
const sameFiles = (a, b) =>
  a.size === b.size && [...a].every(([file, entry]) => sameEntry(entry, b.get(file)));

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof Stop || error instanceof GitFailed)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
