// @ts-check

/**
 * The template's text with the site's own lines in the place of the template's: every site line
 * matching `line`, where the template's first matching line stands. A template with no such line
 * (it dropped the setting) is left as it is.
 * @param {string} templateText
 * @param {string} siteText
 * @param {RegExp} line
 */
export function withOwnerLines(templateText, siteText, line) {
  const templateLines = linesOf(templateText);
  const first = templateLines.findIndex((text) => line.test(text));
  if (first === -1) return templateText;
  const siteLines = linesOf(siteText).filter((text) => line.test(text));
  const rest = templateLines.slice(first).filter((text) => !line.test(text));
  return [...templateLines.slice(0, first), ...siteLines, ...rest].join('');
}

/** @param {string} text each line with its line break */
const linesOf = (text) => text.split(/(?<=\n)/);
