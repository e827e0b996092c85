// @ts-check
import { compareVersions, parseVersion } from './versions.mjs';

/**
 * What changed for owners after `from` up to and including `to`: the CHANGELOG.md sections
 * (Keep a Changelog: `## [2.0.0] - 2026-11-26`) of those versions, newest first, as written.
 * @param {string} changelog
 * @param {string} from
 * @param {string} to
 */
export function changesBetween(changelog, from, to) {
  const sections = changelog.split(/^(?=## \[)/m).slice(1);
  return (
    sections
      .filter((section) => {
        const version = /^## \[([^\]]+)\]/.exec(section)?.[1] ?? '';
        return (
          parseVersion(version) !== null &&
          compareVersions(version, from) > 0 &&
          compareVersions(version, to) <= 0
        );
      })
      // The links at the foot of the file (`[2.0.0]: https://…`) belong to no section.
      .map((section) => section.replace(/^\[[^\]]+\]:\s.*$/gm, '').trimEnd())
      .join('\n\n')
  );
}
