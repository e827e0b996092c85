import {
  escapeHtml,
  headTags,
  profilePageJsonLd,
  robotsTxt,
  robotsTxtNote,
  sitemapXml,
} from '../../../src/buildtime/siteFiles/siteFiles';
import { content } from '../../../src/content';

describe('files made from the content', () => {
  const pageUrl = 'https://owner.example/portfolio/';
  const address = { siteUrl: pageUrl, pageUrl };
  const noAddress = { siteUrl: null, pageUrl: null };
  const favicon = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#0f766e" d="M0 0h9"/></svg>';

  it('escapes the content in <head> and keeps JSON-LD from closing its script', () => {
    const copy = {
      ...content,
      profile: { ...content.profile, tagline: 'Fast & "safe" </script><b>' },
    };
    const tags = headTags(copy, address, favicon);
    expect(tags).toContain('content="Fast &amp; &quot;safe&quot; &lt;/script&gt;&lt;b&gt;"');
    expect(profilePageJsonLd(copy, address)).not.toContain('</script>');
    expect(JSON.parse(profilePageJsonLd(copy, address)).mainEntity.description).toBe(
      copy.profile.tagline,
    );
  });

  it('leaves out canonical, og:url and og:image without SITE_URL', () => {
    const tags = headTags(content, noAddress, favicon);
    expect(tags).not.toMatch(/canonical|og:url|og:image/);
    const { name, title } = content.profile;
    expect(tags).toContain(`<title>${escapeHtml(`${name} | ${title}`)}</title>`);
    expect(robotsTxt({ pageUrl: null, basePath: '/' })).not.toContain('Sitemap');
  });

  it('lists the page in sitemap.xml and names the sitemap in robots.txt', () => {
    expect(sitemapXml([{ content, address }])).toContain(`<loc>${pageUrl}</loc>`);
    const rootUrl = 'https://owner.example/';
    expect(robotsTxt({ pageUrl: rootUrl, basePath: '/' })).toContain(
      `Sitemap: ${rootUrl}sitemap.xml`,
    );
    expect(robotsTxtNote({ pageUrl: rootUrl, basePath: '/' })).toBeNull();
  });

  it('writes no robots.txt under a path, where crawlers never read it, and says why', () => {
    const underPath = { pageUrl, basePath: '/portfolio/' };
    expect(robotsTxt(underPath)).toBeNull();
    expect(robotsTxtNote(underPath)).toMatch(
      /^robots\.txt: not written, as the site lives under \/portfolio\/ .*https:\/\/owner\.example\/robots\.txt/,
    );
  });

  it('carries the favicon inline, as a data URL that gives back the same SVG', () => {
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml" \/>/.exec(
      headTags(content, noAddress, favicon),
    )?.[1];
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toBe(favicon);
  });

  it('links the JSON Resume from <head>', () => {
    expect(headTags(content, noAddress, favicon)).toContain(
      '<link rel="alternate" type="application/json" href="resume.json" title="JSON Resume" />',
    );
  });

  it('says the language of the page in og:locale and in the JSON-LD', () => {
    const { language } = content;
    const { language: subtag, region } = new Intl.Locale(language.tag).maximize();
    expect(headTags(content, noAddress, favicon)).toContain(
      `<meta property="og:locale" content="${subtag}_${region}" />`,
    );
    expect(JSON.parse(profilePageJsonLd(content, address)).inLanguage).toBe(language.tag);
  });

  it('lists every school once in alumniOf', () => {
    const { alumniOf } = (
      JSON.parse(profilePageJsonLd(content, address)) as {
        mainEntity: { alumniOf: { name: string }[] };
      }
    ).mainEntity;
    expect(alumniOf.map(({ name }) => name).sort()).toEqual(
      [...new Set(content.education.map((entry) => entry.institute))].sort(),
    );
  });
});
