// @ts-check
import fs from 'node:fs';

/**
 * What is the owner's, listed once in ownerPaths.json, which the build's TypeScript reads too
 * (jest cannot load this module, and the upgrade cannot load TypeScript).
 * @type {{ paths: { site: string, settings: string, applications: string }, lines: { file: string, line: string, what: string }[] }}
 */
const owners = JSON.parse(fs.readFileSync(new URL('./ownerPaths.json', import.meta.url), 'utf8'));

/**
 * Paths that are the owner's, by what they hold: the template never ships or changes a file
 * there, and the upgrade ignores any template change there. A name ending in `/` is a folder.
 */
export const ownerPathsByName = owners.paths;
export const ownerPaths = Object.values(ownerPathsByName);

/**
 * Lines of a template file that are the owner's: the upgrade keeps the site's lines there while
 * the rest of the file follows the template.
 */
export const ownerLines = owners.lines.map(({ file, line, what }) => ({
  file,
  line: new RegExp(line),
  what,
}));

/** @param {string} file a path inside the repository, with `/` */
export const isOwnerPath = (file) =>
  ownerPaths.some((owned) => (owned.endsWith('/') ? file.startsWith(owned) : file === owned));
