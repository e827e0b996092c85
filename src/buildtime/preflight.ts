import { reportBuildSettings, reportLook, stopBuild } from './settings/buildReport';
import { checkBuildSettings, readEnvironment, type BuildSettings } from './settings/buildSettings';
import type { BuildMode } from './settings/buildMode';
import { untranslatedByEntry } from './content/translationFile';
import { drawnTexts } from './content/drawnTexts';
import { typefaces } from '../../styles/looks';
import { lookOf, type Look } from './look/look';
import { isDefaultPage, readSitePages, type SitePage } from './content/sitePages';
import { chooseFonts, type DrawnText, type InstalledFont } from './documents/typeset/fonts';
import { readSources, type SourcesRead } from './sources/readSources';
import { withSources } from './sources/withSources';
import { unlinkedChosenLines } from './sources/projectRepositories';
import { withDrawnPosts } from './sources/drawnPosts';
import type { StageTimes } from './webpack/stageTimes';

/** A page to build, with the fonts that draw every letter of its PDF, card and icons. */
export interface PageToBuild {
  page: SitePage;
  fonts: InstalledFont[];
}

/**
 * The build, in order. Here, before webpack compiles anything: the settings (settings/), the
 * content and its translations (content/), what the owner does elsewhere (sources/: a failing
 * source never stops the build), the look (look/) and the fonts that draw every letter
 * (documents/typeset/); a problem stops the build with one message naming the variable or the file,
 * entry and field. Then webpack compiles each language's page (webpack.config.ts), and for each
 * its plugin (webpack/sitePlugin.ts) prerenders index.html (pages/), draws the PDF, card and icons
 * (documents/) and writes the site's files (siteFiles/).
 */
export async function preflight(
  mode: BuildMode,
  times: StageTimes,
): Promise<{
  settings: BuildSettings;
  pages: PageToBuild[];
  look: Look;
  /** What the owner does elsewhere (sources/), or null when the content names no source. */
  sources: SourcesRead | null;
}> {
  const start = performance.now();
  const check = checkBuildSettings(readEnvironment(), mode);
  if ('problems' in check) {
    stopBuild('The build settings are wrong (see .env.example)', check.problems);
  }
  const site = readSitePages(check.settings.contentFile);
  if ('problems' in site) stopBuild(site.broken, site.problems);
  const defaultContent = site.pages.find(isDefaultPage)!.content;
  const { style, sources: ownerSources, projects } = defaultContent.owner;
  const asked = performance.now();
  const sources = ownerSources
    ? await readSources(ownerSources, check.settings.github, { keep: mode === 'production' })
    : null;
  const waitedForSources = performance.now() - asked;
  if (sources) times.add('sources', waitedForSources);
  const look = lookOf(style);
  const postLines = new Set<string>();
  const pages = site.pages.map((read) => {
    const { tag } = read.content.language;
    const fontsFor = (texts: DrawnText[]) =>
      chooseFonts(tag, texts, { drawing: typefaces[look.font].drawing });
    const { page, lines } = withDrawnPosts(
      withSources(read, sources),
      (text) => !('problems' in fontsFor([{ where: 'a post', text }])),
    );
    lines.forEach((line) => postLines.add(line));
    const drawing = fontsFor(drawnTexts(page));
    if ('problems' in drawing) {
      stopBuild(
        `The ${page.content.language.tag} content has letters that no installed font draws`,
        drawing.problems,
      );
    }
    return { page, fonts: drawing.fonts };
  });
  reportBuildSettings(
    check.settings,
    [
      ...check.warnings,
      ...site.warnings,
      ...site.pages.filter((page) => page.untranslated.length > 0).map(untranslatedWarning),
      ...unlinkedChosenLines(ownerSources?.github, projects),
      ...(sources?.lines ?? []),
      ...postLines,
    ],
    defaultContent.profile.email,
  );
  if (style) reportLook(style, look);
  times.add('settings and content', performance.now() - start - waitedForSources);
  return { settings: check.settings, pages, look, sources };
}

/** What the owner should know of a translation: the texts it leaves in the default language. */
const untranslatedWarning = ({ content, untranslated }: SitePage) =>
  `The ${content.language.tag} page shows these in the default language, for lack of a ` +
  `translation: ${untranslatedByEntry(untranslated).join('; ')}.`;
