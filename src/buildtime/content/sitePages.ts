import path from 'node:path';
import type { LanguageLink } from '../../content/types';
import { nameInItself } from '../../i18n/languageNames';
import { readOwnerContent, type CheckedContent } from './contentCheck';
import { readTranslations, type CheckedTranslation } from './translations';

/** One page of the site: the content in one of its languages, and where that page lives. */
export interface SitePage extends CheckedContent {
  /** The page's folder in the site: '' for the default language, 'de/' for German. */
  folder: string;
  /** The texts this page shows in the default language, for lack of a translation. */
  untranslated: string[];
}

/** The default language's page, at the site's root: it also carries the files about the whole site. */
export const isDefaultPage = ({ folder }: Pick<SitePage, 'folder'>) => folder === '';

/** A path from the site's root (`images/photo.webp`, `de/`), as a page in `folder` links it. */
export const fromPage = (folder: string, sitePath: string) =>
  `${'../'.repeat(folder.split('/').length - 1)}${sitePath}`;

/** The page's absolute address, when the site's is known (SITE_URL). */
export const pageUrlOf = (siteUrl: string | null, { folder }: Pick<SitePage, 'folder'>) =>
  siteUrl && new URL(folder, siteUrl).href;

/** The site's address and the page's, when the site's is known (SITE_URL). */
export const pageAddressOf = (siteUrl: string | null, page: Pick<SitePage, 'folder'>) => ({
  siteUrl,
  pageUrl: pageUrlOf(siteUrl, page),
});

/**
 * The site's pages: the default language at the root, each translation in a folder named by
 * its tag. Each page links every language, itself included, when there is more than one.
 */
export function sitePages(owner: CheckedContent, translations: CheckedTranslation[]): SitePage[] {
  const languages = [
    { ...owner, folder: '', untranslated: [] },
    ...translations.map(({ tag, checked, untranslated }) => ({
      ...checked,
      folder: `${tag}/`,
      untranslated,
    })),
  ];
  const linksFrom = (folder: string): LanguageLink[] =>
    languages.length === 1
      ? []
      : languages.map((other) => ({
          tag: other.content.language.tag,
          dir: other.content.language.dir,
          name: nameInItself(other.content.language.tag),
          href: other.folder === folder ? './' : fromPage(folder, other.folder),
          current: other.folder === folder,
        }));
  return languages.map((page) => ({
    ...page,
    content: { ...page.content, languageLinks: linksFrom(page.folder) },
  }));
}

/**
 * The content file and the translations beside it, checked, as the site's pages, with a warning
 * per change that content of an older format needed; or what is broken, with its problems one
 * line each.
 */
export function readSitePages(
  contentFile: string,
): { pages: SitePage[]; warnings: string[] } | { broken: string; problems: string[] } {
  const read = readOwnerContent(contentFile);
  if ('problems' in read) {
    const shown = path.relative(process.cwd(), contentFile);
    return { broken: `The content in ${shown} is broken`, problems: read.problems };
  }
  const translated = readTranslations(contentFile, read.content.owner);
  if ('problems' in translated) {
    return { broken: 'A translation of the content is broken', problems: translated.problems };
  }
  const { migrationWarnings, ...owner } = read;
  return { pages: sitePages(owner, translated.translations), warnings: migrationWarnings };
}
