import webpack from 'webpack';
import type { SiteContent } from '../content/types';
import { contactWordKeys, pickWords } from '../i18n/words';
import { readOwnerContent, type CheckedContent } from './contentCheck';
import { catalogDir } from './languages';

/**
 * The content without what only the build reads: the dates as JSON Resume writes them (the page
 * shows them as `shownDates`). Every byte of it is first-load JavaScript.
 */
function forTheBrowser(content: SiteContent): SiteContent {
  const withoutDates = <T extends { start?: string; end?: string; date?: string }>({
    start: _start,
    end: _end,
    date: _date,
    ...entry
  }: T) => entry;
  return {
    ...content,
    experience: content.experience.map(withoutDates),
    awards: content.awards.map(withoutDates),
    education: content.education.map(withoutDates),
  };
}

/** The globals the page's modules read the content from, as the bundle, the prerender and jest set them. */
export const contentGlobals = ({ content, words }: CheckedContent) => ({
  SITE_CONTENT: forTheBrowser(content),
  CONTACT_WORDS: pickWords(words, contactWordKeys),
});

/**
 * SITE_CONTENT and CONTACT_WORDS for webpack's DefinePlugin. A production build keeps the
 * content it checked before compiling; `npm start` reads it again whenever the content or a
 * catalog changes, and keeps the last good content, with the problems printed, while it is broken.
 */
export function contentDefinitions(
  checked: CheckedContent,
  { production, contentFile }: { production: boolean; contentFile: string },
) {
  const definitions = (current: CheckedContent) =>
    Object.entries(contentGlobals(current)).map(([name, value]) => [name, JSON.stringify(value)]);
  if (production) return Object.fromEntries(definitions(checked));
  let lastGood = checked;
  const reread = () => {
    const result = readOwnerContent(contentFile);
    if ('problems' in result) {
      console.error(
        `\nThe content is broken, so the page shows it as it was:\n  - ${result.problems.join('\n  - ')}\n`,
      );
    } else {
      lastGood = result;
    }
    return lastGood;
  };
  return Object.fromEntries(
    Object.keys(contentGlobals(checked)).map((name, index) => [
      name,
      webpack.DefinePlugin.runtimeValue(() => definitions(reread())[index]![1]!, {
        fileDependencies: [contentFile],
        contextDependencies: [catalogDir],
      }),
    ]),
  );
}
