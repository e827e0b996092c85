import path from 'node:path';
import webpack from 'webpack';
import type { PageData } from '../../content/pageData';
import type { SiteContent } from '../../content/types';
import { contactWordKeys, pickWords } from '../../i18n/words';
import type { CheckedContent } from '../content/contentCheck';
import { catalogDir } from '../content/languages';
import { fromPage, readSitePages, type SitePage } from '../content/sitePages';
import type { SourcesRead } from '../sources/readSources';
import { withSources } from '../sources/withSources';
import { analyticsSettings } from '../../lib/analytics/providers';
import { profileLinks } from '../../components/profileLinks';
import { profileSlots } from '../../content/profileNetworks';

/**
 * The content as the page in `folder` shows it: its images' paths relative to that page, and
 * without what only the build reads (the owner's content as written, for resume.json). Every
 * byte of it is first-load JavaScript.
 */
function forTheBrowser({ owner: _owner, ...content }: SiteContent, folder: string): SiteContent {
  const image = (sitePath: string) => fromPage(folder, sitePath);
  const withImage = <T extends { image?: string }>(entry: T) =>
    entry.image === undefined ? entry : { ...entry, image: image(entry.image) };
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
 * The content as the scripts of a prerendered page read it: what the controls and the section
 * bar read, and nothing that only <StaticHtml> islands show, since those are adopted from the
 * HTML and never rendered by the scripts. So the page's data does not grow with the owner's content:
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

/** What the page counts visits with, and the network of each of the owner's profile links. */
const analyticsOf = (content: SiteContent) =>
  analyticsSettings(
    content.owner.analytics,
    Object.fromEntries(
      profileLinks(content.profile, profileSlots).map(({ href, mark }) => [
        href,
        mark ?? new URL(href).hostname,
      ]),
    ),
  );

/** The globals the page's modules read the content from, as `npm start`, the prerender and jest set them. */
export const contentGlobals = ({
  content,
  words,
  folder = '',
}: CheckedContent & Partial<Pick<SitePage, 'folder'>>) => ({
  SITE_CONTENT: forTheBrowser(content, folder),
  SITE_IS_MULTILINGUAL: content.languageLinks.length > 0,
  CONTENT_IN_HTML: false,
  ANALYTICS_SETTINGS: analyticsOf(content),
  CONTACT_WORDS: pickWords(words, contactWordKeys),
});

/** What a production page's scripts read of its content and words, from its HTML. */
export const scriptData = ({
  content,
  words,
  folder = '',
}: CheckedContent & Partial<Pick<SitePage, 'folder'>>): PageData => ({
  content: forPrerenderedScripts(forTheBrowser(content, folder)),
  contactWords: pickWords(words, contactWordKeys),
});

/**
 * What the page's modules read of the content, for webpack's DefinePlugin. A production build's
 * scripts serve every language's page, so they carry only what all pages share, and read the
 * rest from the page (scriptData). `npm start` builds each language's scripts apart, with the
 * content in them: it reads the content again whenever the content, a translation or a catalog
 * changes, and keeps the last good content, with the problems printed, while it is broken.
 */
export function contentDefinitions(
  page: SitePage,
  {
    production,
    contentFile,
    sources,
  }: { production: boolean; contentFile: string; sources: SourcesRead | null },
) {
  if (production)
    return {
      SITE_IS_MULTILINGUAL: JSON.stringify(page.content.languageLinks.length > 0),
      CONTENT_IN_HTML: 'true',
      ANALYTICS_SETTINGS: JSON.stringify(analyticsOf(page.content)),
    };
  let lastGood = page;
  const reread = () => {
    const site = readSitePages(contentFile);
    if ('problems' in site) {
      console.error(
        `\n${site.broken}, so the page shows it as it was:\n  - ${site.problems.join('\n  - ')}\n`,
      );
    } else {
      const read = site.pages.find(({ folder }) => folder === page.folder);
      // What the sources gave at start stays: they are read once per run.
      if (read) lastGood = withSources(read, sources);
    }
    return lastGood;
  };
  return Object.fromEntries(
    Object.keys(contentGlobals(page)).map((name) => [
      name,
      webpack.DefinePlugin.runtimeValue(
        () =>
          JSON.stringify(contentGlobals(reread())[name as keyof ReturnType<typeof contentGlobals>]),
        { contextDependencies: [catalogDir, path.dirname(contentFile)] },
      ),
    ]),
  );
}
