import { contentFileOf } from '../../../src/buildtime/settings/buildSettings';
import {
  isDefaultPage,
  readSitePages,
  type SitePage,
} from '../../../src/buildtime/content/sitePages';
import { withSources } from '../../../src/buildtime/sources/withSources';
import { builtSources } from './builtSources';
import { e2ePageUrl } from './site';

/**
 * Every page of the suite's build, one per language of its content, as the build made them (with
 * what its sources gave).
 */
const site = readSitePages(contentFileOf(process.env));
if ('problems' in site) throw new Error(site.problems.join('\n'));
const sources = builtSources(site.pages.find(isDefaultPage)!.content.owner);
export const sitePages = site.pages.map((page) => withSources(page, sources));
export const isMultilingual = sitePages.length > 1;

/** Where the suite's preview serves a page. */
export const urlOf = (page: SitePage) => new URL(page.folder, e2ePageUrl).href;

/** Every text of a page's content and words, such as the German title or 'Lebenslauf'. */
export function textsOf({ content, words }: SitePage): Set<string> {
  const texts = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  // The switch names every language, and a tag is no text of a language.
  const { languageLinks: _switch, language: _tag, ...shown } = content;
  collect(shown);
  collect(words);
  return texts;
}
