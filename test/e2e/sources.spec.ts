import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import type { EntryView } from '../../src/content/types';
import { projectPaths } from '../../src/buildtime/settings/projectPaths';
import { projectRepositories } from '../../src/buildtime/sources/projectRepositories';
import { elementTitle } from '../../src/servers/sourcesStandIn';
import { analyticsSettings, isOnThisMachine } from '../../src/lib/analytics/providers';
import { builtSources } from './support/builtSources';
import { ownerContent } from './support/content';
import { expect, test, waitForHydration } from './support/fixtures';
import { sitePages, urlOf } from './support/languages';
import { e2eDist, e2eGithubToken, e2eOrigin, e2eSourcesOrigin } from './support/site';
import { sameOnEveryScreen } from './support/screens';

const sources = builtSources(ownerContent);
const namedFeeds = ownerContent.sources?.feeds ?? [];

/** Every detail of an entry is in its card, linked where it has an address. */
async function expectDetails(card: Locator, view: EntryView) {
  for (const { text, href } of view.details) {
    await expect(card).toContainText(text);
    if (href) await expect(card.getByRole('link', { name: text })).toHaveAttribute('href', href);
  }
}

for (const sitePage of sitePages) {
  const { content, words } = sitePage;
  const { tag } = content.language;

  test(
    `${tag}: each project on GitHub shows its stars, main language and last activity`,
    { tag: sameOnEveryScreen },
    async ({ page }) => {
      const found = projectRepositories(ownerContent.projects, sources?.repositories ?? []);
      test.skip(Object.keys(found).length === 0, 'No project links to a repository GitHub gave.');
      await page.goto(urlOf(sitePage));
      const projects = page.getByRole('region', {
        name: content.sections.find(({ id }) => id === 'projects')!.title,
      });
      for (const view of content.entries.projects.filter(({ id }) => found[id])) {
        const card = projects
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: view.title, exact: true }) });
        await expectDetails(card, view);
      }
    },
  );

  test(
    `${tag}: the Writing section lists the newest posts, their titles as text`,
    { tag: sameOnEveryScreen },
    async ({ page }) => {
      test.skip(namedFeeds.length === 0, 'The content names no feed.');
      if (namedFeeds.some((address) => address.startsWith(e2eSourcesOrigin)))
        expect(sources?.posts, 'the stand-in’s feed answered the build').not.toHaveLength(0);
      test.skip(content.entries.writing.length === 0, 'No feed answered, and none was kept.');
      await page.goto(urlOf(sitePage));
      const writing = page.getByRole('region', { name: words.writingTitle });
      await expect(writing.getByRole('heading', { level: 3 })).toHaveCount(
        content.entries.writing.length,
      );
      for (const post of content.entries.writing) {
        const title = writing.getByRole('link', { name: post.title, exact: true });
        await expect(title).toHaveAttribute('href', post.titleHref!);
        // Markup in a feed's title is shown as text, never made into elements; the title is
        // isolated in the feed's language.
        await expect(title.locator(':not(bdi)')).toHaveCount(0);
        if (post.foreign?.lang)
          await expect(title.locator('bdi')).toHaveAttribute('lang', post.foreign.lang);
        const card = writing
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: post.title, exact: true }) });
        await expectDetails(card, post);
        await expect(card).toContainText(post.date!);
      }
      // The stand-in's RSS post is about an element: its title shows as written, and makes none.
      if (namedFeeds.includes(`${e2eSourcesOrigin}/rss.xml`)) {
        await expect(writing.getByRole('link', { name: elementTitle, exact: true })).toHaveText(
          elementTitle,
        );
        await expect(writing.locator('dialog')).toHaveCount(0);
      }
    },
  );
}

test(
  'visitors ask nothing of GitHub or the feeds: every request stays on the site (or counts the visit)',
  { tag: sameOnEveryScreen },
  async ({ page }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('End');
    await page.waitForLoadState('networkidle');
    // A page on this machine counts visits only to a stand-in on this machine. Whether its hit has
    // come yet is the analytics tests' question (they wait for it), not this one's.
    const countedAt = analyticsSettings(ownerContent.analytics)?.origin;
    const allowed = [e2eOrigin, ...(countedAt && isOnThisMachine(countedAt) ? [countedAt] : [])];
    expect(origins).toContain(e2eOrigin);
    expect([...origins].filter((origin) => !allowed.includes(origin))).toEqual([]);
  },
);

test(
  'no built file and no kept answer holds the GitHub token the build was given',
  { tag: sameOnEveryScreen },
  async () => {
    test.skip(test.info().project.name !== 'desktop', 'The files are the same for every browser.');
    const files = (folder: string): string[] =>
      fs.existsSync(folder)
        ? fs
            .readdirSync(folder, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => path.join(entry.parentPath, entry.name))
        : [];
    const caches = path.join(projectPaths.root, 'node_modules/.cache');
    // The TypeScript runner's cache holds the project's own code transpiled (this suite's made-up
    // token among it), never what a build was given.
    const projectCode = path.join(caches, 'run-typescript');
    const searched = [
      ...files(e2eDist),
      ...files(caches).filter((file) => !file.startsWith(projectCode + path.sep)),
    ];
    expect(searched.length).toBeGreaterThan(0);
    const holding = searched.filter((file) => fs.readFileSync(file).includes(e2eGithubToken));
    expect(holding).toEqual([]);
  },
);
