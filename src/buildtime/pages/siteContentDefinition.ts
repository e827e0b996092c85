import path from 'node:path';
import webpack from 'webpack';
import type { SiteContent } from '../../content/types';
import { contactWordKeys, pickWords } from '../../i18n/words';
import type { CheckedContent } from '../content/contentCheck';
import { catalogDir } from '../content/languages';
import { fromPage, readSitePages, type SitePage } from '../content/sitePages';

/**
 * The content as the page in `folder` shows it: its images' paths relative to that page, and
 * without what only the build reads (the owner's content as written, for resume.json). Every
 * byte of it is first-load JavaScript.
 */
function forTheBrowser({ owner: _owner, ...content }: SiteContent, folder: string): SiteContent {
  const image = (sitePath: string) => fromPage(folder, sitePath);
  const withImage = <T extends { image: string }>(entry: T) => ({
    ...entry,
    image: image(entry.image),
  });
  const entries = Object.fromEntries(
    Object.entries(content.entries).map(([key, views]) => [
      key,
      views.map((view) =>
        view.image ? { ...view, image: { ...view.image, src: image(view.image.src) } } : view,
      ),
    ]),
  ) as SiteContent['entries'];
  return {
    ...content,
    profile: { ...content.profile, photo: image(content.profile.photo) },
    education: content.education.map(withImage),
    projects: content.projects.map(withImage),
    entries,
  } as SiteContent;
}

/**
 * The content as the scripts of a prerendered page carry it: what the controls and the section
 * bar read, and nothing that only <StaticHtml> islands show, since those are adopted from the
 * HTML and never rendered by the scripts. So the scripts do not grow with the owner's content:
 * the sections' ids and headings, and each entry that has controls as its id and what they need
 * (a project's category, a degree's units list id). The type stays SiteContent because the same
 * modules render everything where there is no prerendered HTML (`npm start`, the unit tests);
 * the fields left out are read only there.
 */
function forPrerenderedScripts(content: SiteContent): SiteContent {
  const scriptContent = {
    language: content.language,
    words: content.words,
    languageLinks: [],
    sections: content.sections,
    profile: { email: content.profile.email },
    about: {},
    education: content.education.map(({ id, unitsListId }) => ({ id, unitsListId })),
    projects: content.projects.map(({ id, category }) => ({ id, category })),
  };
  return scriptContent as unknown as SiteContent;
}

/**
 * The globals the page's modules read the content from, as the bundle, the prerender and jest
 * set them. `contentInHtml`: for the scripts of a prerendered page (a production build).
 */
export const contentGlobals = (
  { content, words, folder = '' }: CheckedContent & Partial<Pick<SitePage, 'folder'>>,
  { contentInHtml = false } = {},
) => {
  const pageContent = forTheBrowser(content, folder);
  return {
    SITE_CONTENT: contentInHtml ? forPrerenderedScripts(pageContent) : pageContent,
    SITE_IS_MULTILINGUAL: content.languageLinks.length > 0,
    CONTENT_IN_HTML: contentInHtml,
    CONTACT_WORDS: pickWords(words, contactWordKeys),
  };
};

/**
 * SITE_CONTENT and CONTACT_WORDS of one page for webpack's DefinePlugin. A production build
 * keeps the content it checked before compiling; `npm start` reads it again whenever the content,
 * a translation or a catalog changes, and keeps the last good content, with the problems
 * printed, while it is broken.
 */
export function contentDefinitions(
  page: SitePage,
  { production, contentFile }: { production: boolean; contentFile: string },
) {
  const definitions = (current: SitePage) =>
    Object.entries(contentGlobals(current, { contentInHtml: production })).map(([name, value]) => [
      name,
      JSON.stringify(value),
    ]);
  if (production) return Object.fromEntries(definitions(page));
  let lastGood = page;
  const reread = () => {
    const site = readSitePages(contentFile);
    if ('problems' in site) {
      console.error(
        `\n${site.broken}, so the page shows it as it was:\n  - ${site.problems.join('\n  - ')}\n`,
      );
    } else {
      lastGood = site.pages.find(({ folder }) => folder === page.folder) ?? lastGood;
    }
    return lastGood;
  };
  return Object.fromEntries(
    Object.keys(contentGlobals(page)).map((name, index) => [
      name,
      webpack.DefinePlugin.runtimeValue(() => definitions(reread())[index]![1]!, {
        contextDependencies: [catalogDir, path.dirname(contentFile)],
      }),
    ]),
  );
}
