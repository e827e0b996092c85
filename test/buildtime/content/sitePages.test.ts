/** @jest-environment node */
import { contentGlobals } from '../../../src/buildtime/pages/siteContentDefinition';
import { headTags, sitemapXml } from '../../../src/buildtime/siteFiles/siteFiles';
import {
  fromPage,
  pageUrlOf,
  sitePages,
  type SitePage,
} from '../../../src/buildtime/content/sitePages';
import { translateContent, translationOf } from '../../../src/buildtime/content/translationFile';
import samplePortfolio from '../../../src/content/sample.json';
import { checkedFixture } from '../../support/checkedContent';
import { ownerFixture } from '../../support/checkedContent';

const owner = ownerFixture({ ...samplePortfolio, language: 'en' });

/** The fixture in another language, checked as the build checks a translation. */
function translated(tag: string) {
  const merged = translateContent(owner, { ...translationOf(owner), language: tag });
  if ('problems' in merged) throw new Error(merged.problems.join('\n'));
  return { tag, checked: checkedFixture(merged.content), untranslated: merged.untranslated };
}

const threeLanguages = () => sitePages(checkedFixture(owner), [translated('ar'), translated('de')]);
const siteUrl = 'https://owner.example/portfolio/';
const addressOf = (page: SitePage) => ({ siteUrl, pageUrl: pageUrlOf(siteUrl, page) });
const names = (tag: string) => new Intl.DisplayNames([tag], { type: 'language' }).of(tag)!;

describe("the site's pages, one per language", () => {
  it('puts the default language at the root and every other in a folder named by its tag', () => {
    const pages = threeLanguages();
    expect(pages.map((page) => [page.folder, page.content.language.tag])).toEqual([
      ['', 'en'],
      ['ar/', 'ar'],
      ['de/', 'de'],
    ]);
    expect(pages.map((page) => pageUrlOf(siteUrl, page))).toEqual([
      siteUrl,
      `${siteUrl}ar/`,
      `${siteUrl}de/`,
    ]);
  });

  it('links every language from every page, relative to it, the current one marked', () => {
    const [, arabic] = threeLanguages();
    expect(arabic!.content.languageLinks).toEqual([
      { tag: 'en', dir: 'ltr', name: 'English', href: '../', current: false },
      { tag: 'ar', dir: 'rtl', name: names('ar'), href: './', current: true },
      { tag: 'de', dir: 'ltr', name: 'Deutsch', href: '../de/', current: false },
    ]);
  });

  it('names each language in itself, capitalised as a menu item is where the script has capitals', () => {
    const pages = sitePages(checkedFixture(owner), [translated('fr'), translated('uk')]);
    expect(pages[0]!.content.languageLinks.map((link) => link.name)).toEqual([
      'English',
      'Français',
      'Українська',
    ]);
  });

  it('has no switch and no alternates on a single-language site', () => {
    const [page] = sitePages(checkedFixture(owner), []);
    expect(page!.content.languageLinks).toEqual([]);
    expect(contentGlobals(page!).SITE_IS_MULTILINGUAL).toBe(false);
    expect(headTags(page!.content, addressOf(page!), '<svg/>')).not.toMatch(
      /hreflang|og:locale:alternate/,
    );
  });

  it("gives a page's scripts the images relative to that page", () => {
    const [, arabic] = threeLanguages();
    const { SITE_CONTENT } = contentGlobals(arabic!);
    expect(SITE_CONTENT.profile.photo).toBe(`../${owner.profile.photo}`);
    expect(SITE_CONTENT.projects.map((project) => project.image)).toEqual(
      owner.projects.map((project) => project.image && fromPage('ar/', project.image)),
    );
    expect(fromPage('', owner.profile.photo)).toBe(owner.profile.photo);
  });
});

describe('pages in other languages, for search engines', () => {
  const alternatesIn = (text: string) =>
    [...text.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]);
  const expected = [
    ['en', siteUrl],
    ['ar', `${siteUrl}ar/`],
    ['de', `${siteUrl}de/`],
    ['x-default', siteUrl],
  ];

  it('gives every page the same absolute alternates, x-default included, and itself as canonical', () => {
    for (const page of threeLanguages()) {
      const tags = headTags(page.content, addressOf(page), '<svg/>');
      expect(alternatesIn(tags)).toEqual(expected);
      expect(tags).toContain(`<link rel="canonical" href="${pageUrlOf(siteUrl, page)}" />`);
    }
  });

  it("names the other languages' locales for link previews, not its own", () => {
    const [english] = threeLanguages();
    const tags = headTags(english!.content, addressOf(english!), '<svg/>');
    const alternates = [...tags.matchAll(/og:locale:alternate" content="([^"]+)"/g)].map(
      ([, locale]) => locale,
    );
    const locale = (tag: string) => {
      const { language, region } = new Intl.Locale(tag).maximize();
      return `${language}_${region}`;
    };
    expect(alternates).toEqual(['ar', 'de'].map(locale));
  });

  it('lists every page in the sitemap, each with every alternate', () => {
    const pages = threeLanguages();
    const xml = sitemapXml(
      pages.map((page) => ({ content: page.content, address: addressOf(page) })),
    );
    const urls = xml.split('<url>').slice(1);
    expect(urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1])).toEqual(
      pages.map((page) => pageUrlOf(siteUrl, page)),
    );
    for (const url of urls) expect(alternatesIn(url)).toEqual(expected);
  });
});
