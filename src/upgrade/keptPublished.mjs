// @ts-check
import { readBlob, storeBlob } from './git.mjs';
import { ownerPathsByName } from './ownerPaths.mjs';
import { compareVersions } from './versions.mjs';

/**
 * A change of what the same content publishes, made by the template version `version`, and what
 * the owner's content needs to publish what it did before: each field to add to `profile`, when
 * the profile has what it shows, with the line that says so.
 * @typedef {{
 *   version: string,
 *   shows: { field: string, when: (profile: Record<string, any>) => boolean, line: string }[],
 * }} PublishingChange
 */

const howToChange = 'set it to false to publish it nowhere';

/** @type {PublishingChange[]} */
const publishingChanges = [
  {
    // resume.json published the phone number and street address whatever showPhone and
    // showAddress said; since 2.1.0 it follows them, as the page and resume.pdf always did.
    version: '2.1.0',
    shows: [
      {
        field: 'showPhone',
        when: (profile) => !!profile.phone,
        line: `your resume.json published your phone number; so that it still does, "showPhone": true (the page and resume.pdf show it too: ${howToChange})`,
      },
      {
        field: 'showAddress',
        when: (profile) => !!(profile.location?.address || profile.location?.postalCode),
        line: `your resume.json published your street address; so that it still does, "showAddress": true (the page and resume.pdf show it too: ${howToChange})`,
      },
    ],
  },
];

/**
 * The offset just inside the `{` of the top-level object property `key` of a JSON text, or -1.
 * JSON.parse reads the content; this finds where to write in it, so the rest of the owner's file
 * stays byte for byte. Not jsonc-parser, which the build's edits use (rewriteJson.ts): the upgrade
 * runs from a copy of the template's src/upgrade/ before anything of it is installed (main.mjs).
 * @param {string} text
 * @param {string} key
 */
function insideObjectOf(text, key) {
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === '"') {
      let end = at + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const opens = /^\s*:\s*\{/.exec(text.slice(end + 1));
      if (depth === 1 && text.slice(at, end + 1) === JSON.stringify(key) && opens)
        return end + 1 + opens[0].length;
      at = end;
    } else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') depth -= 1;
  }
  return -1;
}

/**
 * The owner's content with the profile's fields that keep what it published before the
 * template's versions between the two changed it, each added where the profile starts (the rest
 * of the file as it was); and the line saying why, for each.
 * @param {string} text the content file
 * @param {string} siteVersion
 * @param {string} templateVersion
 */
export function contentKeepingWhatItPublished(text, siteVersion, templateVersion) {
  /** @type {string[]} */
  const lines = [];
  let content;
  try {
    content = JSON.parse(text);
  } catch {
    return { text, lines };
  }
  const profile = content?.profile;
  const start = insideObjectOf(text, 'profile');
  if (typeof profile !== 'object' || profile === null || start < 0) return { text, lines };
  const indent = /\n([ \t]*)\S/.exec(text.slice(start))?.[1] ?? '  ';
  let added = '';
  for (const { version, shows } of publishingChanges) {
    const between =
      compareVersions(siteVersion, version) < 0 && compareVersions(version, templateVersion) <= 0;
    if (!between) continue;
    for (const { field, when, line } of shows) {
      if (field in profile || !when(profile)) continue;
      added += `\n${indent}${JSON.stringify(field)}: true,`;
      lines.push(`profile.${field}: ${line}`);
    }
  }
  return { text: text.slice(0, start) + added + text.slice(start), lines };
}

/**
 * The site's files as the upgrade leaves them, with the owner's content keeping what it
 * published; and the lines that say what was added, naming the file.
 * @param {import('./git.mjs').Git} git
 * @param {import('./git.mjs').Tree} upgraded
 * @param {string} siteVersion
 * @param {string} templateVersion
 */
export function keepWhatWasPublished(git, upgraded, siteVersion, templateVersion) {
  const file = `${ownerPathsByName.site}portfolio.json`;
  const entry = upgraded.get(file);
  if (!entry) return { upgraded, lines: [] };
  const kept = contentKeepingWhatItPublished(
    readBlob(git, entry.oid).toString('utf8'),
    siteVersion,
    templateVersion,
  );
  if (kept.lines.length === 0) return { upgraded, lines: [] };
  const files = new Map(upgraded);
  files.set(file, { mode: entry.mode, oid: storeBlob(git, kept.text) });
  return { upgraded: files, lines: kept.lines.map((line) => `  ${file}: ${line}`) };
}
