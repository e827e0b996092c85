import fs from 'node:fs';
import path from 'node:path';
import { siteAddressFromEnv } from '../../src/build/siteAddress';
import {
  headTags,
  personJsonLd,
  robotsTxt,
  sitemapXml,
  themeColors,
  webManifest,
} from '../../src/build/siteFiles';
import * as content from '../../src/content';

describe('site address from SITE_URL and BASE_PATH', () => {
  it('joins the origin and the base path', () => {
    expect(siteAddressFromEnv({ SITE_URL: 'https://rowan.dev', BASE_PATH: '/portfolio/' })).toEqual(
      { pageUrl: 'https://rowan.dev/portfolio/', basePath: '/portfolio/' },
    );
  });

  it('takes the base path from a SITE_URL that has one (as GitHub Pages reports it)', () => {
    expect(siteAddressFromEnv({ SITE_URL: 'https://rowan.github.io/portfolio' })).toEqual({
      pageUrl: 'https://rowan.github.io/portfolio/',
      basePath: '/portfolio/',
    });
  });

  it('serves from / with no absolute URL when neither is set', () => {
    expect(siteAddressFromEnv({})).toEqual({ pageUrl: null, basePath: '/' });
  });

  it('names the variable that is wrong', () => {
    expect(() => siteAddressFromEnv({ BASE_PATH: 'portfolio' })).toThrow(
      'BASE_PATH must start and end with "/"',
    );
    expect(() => siteAddressFromEnv({ SITE_URL: 'rowan.dev' })).toThrow(
      'SITE_URL must be an absolute http(s) URL',
    );
  });
});

describe('files made from the content', () => {
  const pageUrl = 'https://rowan.dev/portfolio/';

  it('escapes the content in <head> and keeps JSON-LD from closing its script', () => {
    const copy = {
      ...content,
      profile: { ...content.profile, tagline: 'Fast & "safe" </script><b>' },
    };
    const tags = headTags(copy, pageUrl);
    expect(tags).toContain('content="Fast &amp; &quot;safe&quot; &lt;/script&gt;&lt;b&gt;"');
    expect(personJsonLd(copy, pageUrl)).not.toContain('</script>');
    expect(JSON.parse(personJsonLd(copy, pageUrl)).description).toBe(copy.profile.tagline);
  });

  it('leaves out canonical, og:url and og:image without SITE_URL', () => {
    const tags = headTags(content, null);
    expect(tags).not.toMatch(/canonical|og:url|og:image/);
    expect(tags).toContain('<title>Rowan Adeyemi | AI &amp; Full-Stack Developer</title>');
    expect(sitemapXml(null)).toBeNull();
    expect(robotsTxt(null)).not.toContain('Sitemap');
  });

  it('lists every school once in alumniOf', () => {
    const { alumniOf } = JSON.parse(personJsonLd(content, pageUrl)) as {
      alumniOf: { name: string }[];
    };
    expect(alumniOf.map(({ name }) => name).sort()).toEqual(
      [...new Set(content.education.map((entry) => entry.institute))].sort(),
    );
  });

  it('keeps the manifest relative to itself, so it works under any base path', () => {
    const manifest = JSON.parse(webManifest(content)) as {
      start_url: string;
      icons: { src: string }[];
    };
    expect(manifest.start_url).toBe('./');
    expect(manifest.icons.every(({ src }) => !src.startsWith('/'))).toBe(true);
  });

  it('gives browser chrome the same colours as the page background', () => {
    const tokens = fs.readFileSync(path.resolve(__dirname, '../../styles/_tokens.scss'), 'utf8');
    const backgrounds = [...tokens.matchAll(/--bg: (#[0-9a-f]{6});/g)].map((match) => match[1]);
    expect(backgrounds).toEqual([themeColors.light, themeColors.dark]);
  });
});
