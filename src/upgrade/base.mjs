// @ts-check
import { filesOf, readObjects } from './git.mjs';
import { isOwnerPath } from './ownerPaths.mjs';
import { compareVersions, versionIn } from './versions.mjs';

/**
 * The template's commit a site was made from or last upgraded to: among the template's commits of
 * the site's version, the one whose template files are closest to the site's (the most files
 * identical, then the fewest different, then the newest). It takes no shared history, so a copy
 * finds its base as a fork does, and no dates, which a copy does not keep.
 * @param {import('./git.mjs').Git} git
 * @param {string} templateHead
 * @param {string} siteVersion
 * @param {import('./git.mjs').Tree} siteFiles
 */
export function findBase(git, templateHead, siteVersion, siteFiles) {
  const candidates = commitsOfVersion(git, templateHead, siteVersion);
  /** @type {{ commit: string, same: number, different: number } | null} */
  let best = null;
  for (const commit of candidates) {
    const closeness = { commit, ...compareTemplateFiles(filesOf(git, commit), siteFiles) };
    const closer =
      !best ||
      closeness.same > best.same ||
      (closeness.same === best.same && closeness.different < best.different);
    if (closer) best = closeness;
  }
  return best;
}

/**
 * The template's commits (newest first) whose package.json records this version.
 * @param {import('./git.mjs').Git} git
 * @param {string} templateHead
 * @param {string} version
 */
function commitsOfVersion(git, templateHead, version) {
  const commits = git.text(['rev-list', templateHead]).split('\n').filter(Boolean);
  const packageJsons = readObjects(
    git,
    commits.map((commit) => `${commit}:package.json`),
  );
  return commits.filter((commit) => {
    const recorded = versionIn(packageJsons.get(`${commit}:package.json`));
    return recorded !== null && compareVersions(recorded, version) === 0;
  });
}

/**
 * How many template files (not the owner's) two trees have alike and how many differ.
 * @param {import('./git.mjs').Tree} templateFiles
 * @param {import('./git.mjs').Tree} siteFiles
 */
function compareTemplateFiles(templateFiles, siteFiles) {
  let same = 0;
  let different = 0;
  for (const [file, { oid }] of templateFiles) {
    if (isOwnerPath(file)) continue;
    if (siteFiles.get(file)?.oid === oid) same++;
    else different++;
  }
  for (const file of siteFiles.keys()) {
    if (!isOwnerPath(file) && !templateFiles.has(file)) different++;
  }
  return { same, different };
}
