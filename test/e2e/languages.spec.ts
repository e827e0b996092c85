import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { visitorForThisTest } from './support/contactPage';
import { words } from './support/content';
import { expect, test, waitForHydration } from './support/fixtures';
import { isMultilingual, sitePages, textsOf, urlOf } from './support/languages';
import { pageDataId } from '../../src/content/pageData';
import { e2ePageUrl, servedAddress } from './support/site';
import { receivedSends } from './support/standIn';
import { sameOnEveryScreen } from './support/screens';

const alternatesOf = (page: Page) =>
  page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [(link as HTMLLinkElement).hreflang, (link as HTMLLinkElement).href]),
    );

const expectedAlternates = [
  ...sitePages.map((page) => [page.content.language.tag, urlOf(page)]),
  ['x-default', e2ePageUrl],
];

test.describe('a single-language site', () => {
  test.skip(isMultilingual, 'This build has several languages.');

  test(
    'has no language switch and no alternates',
    { tag: sameOnEveryScreen },
    async ({ page, request }) => {
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.getByRole('navigation', { name: words.languagesNav })).toHaveCount(0);
      expect(await alternatesOf(page)).toEqual([]);
      await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(0);
      const sitemap = await (await request.get(`${e2ePageUrl}sitemap.xml`)).text();
      expect(sitemap.match(/<loc>/g)).toHaveLength(1);
      expect(sitemap).not.toContain('<xhtml:link');
    },
  );
});

test.describe('a page per language', () => {
  test.skip(!isMultilingual, 'This build has one language.');

  for (const sitePage of sitePages) {
    const { content, words: pageWords } = sitePage;
    const { tag, dir } = content.language;

    test(
      `the ${tag} page: its language, canonical, the alternates of every page, its resume files`,
      { tag: sameOnEveryScreen },
      async ({ page, request }) => {
        const url = urlOf(sitePage);
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('lang', tag);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.profile.name);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
        expect(await alternatesOf(page)).toEqual(expectedAlternates);
        await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(
          sitePages.length - 1,
        );

        const pdfHref = await page
          .getByRole('link', { name: pageWords.resume })
          .getAttribute('href');
        const pdf = await request.get(new URL(pdfHref!, url).href);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
        const jsonHref = await page
          .locator('link[rel="alternate"][type="application/json"]')
          .getAttribute('href');
        const resume = await (await request.get(new URL(jsonHref!, url).href)).json();
        expect(resume.basics).toMatchObject({ name: content.profile.name, url });
        expect(resume.meta.language).toBe(tag);
        expect(pdf.url()).toBe(servedAddress(new URL('resume.pdf', url).href));
        // Saved under the owner's name and the page's word for it, not as one more resume.pdf.
        const asFileName = (text: string) => text.trim().split(/\s+/).join('-');
        await expect(page.getByRole('link', { name: pageWords.resume })).toHaveAttribute(
          'download',
          `${asFileName(content.profile.name)}-${asFileName(pageWords.resume)}.pdf`,
        );
      },
    );

    test(`the ${tag} page's switch leads to every language, and marks its own`, async ({
      page,
    }) => {
      await page.goto(urlOf(sitePage));
      const nav = page.getByRole('navigation', { name: pageWords.languagesNav });
      await expect(nav).toBeInViewport();
      for (const link of content.languageLinks) {
        const anchor = nav.getByRole('link', { name: link.name });
        await expect(anchor).toHaveAttribute('hreflang', link.tag);
        await expect(anchor).toHaveAttribute('lang', link.tag);
        if (link.current) await expect(anchor).toHaveAttribute('aria-current', 'page');
        else await expect(anchor).not.toHaveAttribute('aria-current');
      }
      const next = sitePages[(sitePages.indexOf(sitePage) + 1) % sitePages.length]!;
      const nextLink = content.languageLinks.find(
        (link) => link.tag === next.content.language.tag,
      )!;
      await nav.getByRole('link', { name: nextLink.name }).click();
      await expect(page).toHaveURL(urlOf(next));
      await expect(page.locator('html')).toHaveAttribute('lang', next.content.language.tag);
    });

    test(`the ${tag} page's contact dialog speaks its language and sends`, async ({
      page,
      request,
    }) => {
      const visitor = visitorForThisTest();
      await page.goto(urlOf(sitePage));
      await waitForHydration(page);
      await page.getByRole('button', { name: pageWords.getInTouch }).click();
      const dialog = page.getByRole('dialog', { name: pageWords.getInTouch });
      await dialog.getByLabel(pageWords.nameLabel).fill(visitor.name);
      await dialog.getByLabel(pageWords.emailLabel).fill(visitor.email);
      await dialog.getByLabel(pageWords.companyLabel).fill(visitor.company);
      await dialog.getByLabel(pageWords.messageLabel).fill(visitor.message);
      await dialog.getByRole('button', { name: pageWords.send }).click();
      await expect(dialog.getByRole('status')).toHaveText(pageWords.emailSent);
      expect(await receivedSends(request, visitor.email)).toHaveLength(1);
    });

    for (const colorScheme of ['light', 'dark'] as const) {
      test(`axe finds no violation on the ${tag} page, ${colorScheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await page.goto(urlOf(sitePage));
        await waitForHydration(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  test(
    'every language’s page runs the same scripts, which carry no language’s texts',
    { tag: sameOnEveryScreen },
    async ({ page }) => {
      // Each script's address and text, taken as its response arrives and read once all have:
      // reading inside the handler let the last one land after the check.
      let responses: { url: string; text: Promise<string> }[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          responses.push({ url: response.url(), text: response.text() });
      });
      const scriptUrls: string[][] = [];
      const scriptTexts: string[] = [];
      const dataTexts: string[] = [];
      for (const sitePage of sitePages) {
        responses = [];
        await page.goto(urlOf(sitePage));
        await waitForHydration(page);
        // The contact chunk, which the page fetches once it has hydrated.
        await page.getByRole('button', { name: sitePage.words.getInTouch }).click();
        await expect(page.getByRole('dialog', { name: sitePage.words.getInTouch })).toBeVisible();
        scriptUrls.push(responses.map(({ url }) => url).sort());
        scriptTexts.push(...(await Promise.all(responses.map(({ text }) => text))));
        dataTexts.push((await page.locator(`#${pageDataId}`).textContent()) ?? '');
      }
      expect(scriptUrls[0]!.length).toBeGreaterThanOrEqual(3);
      for (const urls of scriptUrls) expect(urls).toEqual(scriptUrls[0]);

      // As the string literals the build writes, so that a word of code ('Cancel' in a library)
      // or a longer text ('Amman, Jordanien' holding 'Amman, Jordan') is not taken for one.
      const holds = (code: string) => (text: string) =>
        [JSON.stringify(text), `'${text}'`].some((literal) => code.includes(literal));
      // A language's texts: those not every page shares (names and addresses are the same in all).
      const languageTexts = [...new Set(sitePages.flatMap((sitePage) => [...textsOf(sitePage)]))]
        .filter((text) => text.length > 3)
        .filter((text) => !sitePages.every((sitePage) => textsOf(sitePage).has(text)));
      // The same search finds each page's words in its data, where the scripts read them.
      sitePages.forEach(({ words: pageWords }, index) => {
        expect([pageWords.getInTouch, pageWords.send].every(holds(dataTexts[index]!))).toBe(true);
      });
      expect(languageTexts.filter(holds(scriptTexts.join('\n')))).toEqual([]);
    },
  );

  test('the switch is among the first Tab stops, and Enter follows a language', async ({
    page,
  }) => {
    const [first, second] = sitePages;
    await page.goto(urlOf(first!));
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: first!.words.languagesNav });
    const secondLink = nav.getByRole('link', { name: first!.content.languageLinks[1]!.name });
    // After the skip link (and the theme switch, on large screens): first in the profile panel.
    let stops = 0;
    while (stops < 5 && !(await secondLink.evaluate((link) => link === document.activeElement))) {
      await page.keyboard.press('Tab');
      stops += 1;
    }
    await expect(secondLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlOf(second!));
  });

  test(
    'the sitemap lists every page, each with the alternates of every page',
    { tag: sameOnEveryScreen },
    async ({ request }) => {
      const sitemap = await (await request.get(`${e2ePageUrl}sitemap.xml`)).text();
      const urls = sitemap.split('<url>').slice(1);
      expect(urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1])).toEqual(sitePages.map(urlOf));
      for (const url of urls) {
        const links = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)];
        expect(links.map(([, hreflang, href]) => [hreflang, href])).toEqual(expectedAlternates);
      }
    },
  );

  test(
    'a theme chosen on one page is there before first paint on another',
    { tag: sameOnEveryScreen },
    async ({ page }) => {
      const [first, second] = sitePages;
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(urlOf(first!));
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.goto(urlOf(second!), { waitUntil: 'commit' });
      // The start-up script in <head> has run by the time <body> is parsed, before any paint.
      await page.waitForSelector('body', { state: 'attached' });
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        true,
      );
    },
  );

  test(
    "a page's folder without its slash is sent to it, so its relative links hold",
    { tag: sameOnEveryScreen },
    async ({ request }) => {
      const [, other] = sitePages;
      const response = await request.get(urlOf(other!).slice(0, -1), { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(new URL(urlOf(other!)).pathname);
    },
  );
});
