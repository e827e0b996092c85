import type { JsonResume } from '../../src/buildtime/jsonResume/format';
import { content, ownerContent, words } from './support/content';
import { expect, test, waitForHydration } from './support/fixtures';

import { e2ePageUrl as pageUrl } from './support/site';
import { sameOnEveryScreen } from './support/screens';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});

test(
  'under BASE_PATH every file the page asks for loads',
  { tag: sameOnEveryScreen },
  async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/');
    expect(page.url()).toBe(pageUrl);
    await waitForHydration(page);
    // Lazy images are fetched now: this test is about where they load from, not when.
    const images = await page.evaluate(() =>
      Promise.all(
        [...document.images].map(async (image) => {
          image.loading = 'eager';
          await image.decode().catch(() => undefined);
          return { src: image.currentSrc, loaded: image.naturalWidth > 0 };
        }),
      ),
    );
    expect(images.filter(({ src }) => !src.startsWith(pageUrl))).toEqual([]);
    expect(images.filter(({ loaded }) => !loaded)).toEqual([]);
    expect(failed).toEqual([]);
  },
);

test(
  'canonical URL, link previews and theme colours come from the content and SITE_URL',
  { tag: sameOnEveryScreen },
  async ({ page, request }) => {
    await page.goto('/');
    const head = page.locator('head');
    await expect(page).toHaveTitle(`${content.profile.name} | ${content.profile.title}`);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', pageUrl);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', pageUrl);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(head.locator('meta[name="theme-color"]')).toHaveCount(2);

    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toBe(`${pageUrl}images/social-card.png`);
    const response = await request.get(image!);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  },
);

test(
  'JSON-LD describes a profile page in its language, of a Person with their profiles and schools',
  { tag: sameOnEveryScreen },
  async ({ page }) => {
    await page.goto('/');
    const profilePage = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
    );
    expect(profilePage).toMatchObject({ '@type': 'ProfilePage', inLanguage: content.language.tag });
    const person = profilePage.mainEntity;
    const profileLinks = await page
      .getByRole('banner')
      .getByRole('list', { name: words.profilesLabel })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(person).toMatchObject({
      '@type': 'Person',
      name: content.profile.name,
      jobTitle: content.profile.title,
      url: pageUrl,
    });
    // As the browser reads an address: `https://owner.example` is `https://owner.example/`.
    expect(person.sameAs.map((address: string) => new URL(address).href)).toEqual(profileLinks);
    expect(person.alumniOf.map((school: { name: string }) => school.name)).toEqual([
      ...new Set(content.education.map((entry) => entry.institute)),
    ]);
  },
);

test(
  'the icons and sitemap.xml are served under BASE_PATH, and no robots.txt, which only a host’s root can have',
  { tag: sameOnEveryScreen },
  async ({ page, request }) => {
    await page.goto('/');
    const icons = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) =>
        links.map((link) => ({
          href: (link as HTMLLinkElement).href,
          sizes: link.getAttribute('sizes'),
        })),
      );
    const iconFiles = icons.filter(({ href }) => !href.startsWith('data:'));
    expect(iconFiles.length).toBeGreaterThan(0);
    for (const icon of iconFiles) {
      expect(icon.href.startsWith(pageUrl), icon.href).toBe(true);
      const response = await request.get(icon.href);
      expect(response.status(), icon.href).toBe(200);
      if (icon.sizes) {
        const [width] = icon.sizes.split('x').map(Number);
        expect(pngSize(await response.body()).width).toBe(width);
      }
    }

    expect((await request.get(`${pageUrl}robots.txt`)).status()).toBe(404);
    const sitemap = await (await request.get(`${pageUrl}sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${pageUrl}</loc>`);
  },
);

test(
  'resume.json gives back the profiles as the content writes them, in their order',
  { tag: sameOnEveryScreen },
  async ({ request }) => {
    const resume = (await (await request.get(`${pageUrl}resume.json`)).json()) as JsonResume;
    expect(resume.basics?.profiles ?? []).toEqual(ownerContent.profile.profiles ?? []);
  },
);
