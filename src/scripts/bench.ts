/**
 * `npm run bench`: Lighthouse on each page of the built site (one per language) and on a minimal
 * page (one heading, one paragraph: the floor this machine and profile allow), mobile and
 * desktop, median of 3 runs each, all taking turns, with what each median run's simulated LCP
 * is made of; then the throttled tap test (src/chromium/tapAtFirstPaint.ts), 3 runs per page.
 * Prints tables and writes reports/bench.json (untracked: the README quotes the figures).
 * `npm run bench -- taps` runs the tap test alone; `npm run bench -- apply` times `npm run apply`
 * (src/scripts/benchApply.ts). `npm run bench -- large` builds a copy of the
 * project with a large owner (src/benchmarks/largeResume.ts) and measures it beside the sample's
 * default page, mobile only. `npm run bench -- build` times builds instead (src/benchmarks/buildTimes.ts).
 * Run after `npm run build` (the npm script does both); slow and noisy, so not part of CI.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  lighthouseVersion,
  median,
  medianOf,
  runLighthouse,
  type FormFactor,
  type RunResult,
} from '../benchmarks/lighthouse';
import { chromiumPath, launchChromium } from '../chromium/launch';
import { tapAtFirstPaint, type TapRun, type TapWords } from '../chromium/tapAtFirstPaint';
import { benchBuild } from '../benchmarks/buildTimes';
import { buildLargeOwnerSite } from '../benchmarks/largeOwnerSite';
import { builtPages, measureBuild } from '../buildtime/checks/budgets';
import { contentFileOf } from '../buildtime/settings/buildSettings';
import { loadLanguage } from '../buildtime/content/languages';
import { projectPaths } from '../buildtime/settings/projectPaths';
import { readSitePages } from '../buildtime/content/sitePages';
import { serveOnFreePort } from '../servers/staticFiles';

const runsPerCase = 3;
const distDir = projectPaths.dist;
const resultsFile = path.join(projectPaths.root, 'reports/bench.json');
/**
 * A page with one heading and one paragraph: what any page's first paint is compared with. Its
 * icon is inline, as ours is: without one Chrome asks for /favicon.ico, and whether that 404 ends
 * before the paint moved this floor between 640 and 750 ms.
 */
function makeFloorPage(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-floor-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>A minimal page</title><meta name="description" content="The floor.">' +
      '<link rel="icon" href="data:,">' +
      '</head><body><h1>A minimal page</h1>' +
      '<p>One heading and one paragraph: the fastest a page paints on this setup.</p></body></html>',
  );
  return dir;
}

/** The interface words of each page of the content dist/ was built from, to find its controls by name. */
function builtWords(): Map<string, TapWords> {
  const site = readSitePages(contentFileOf(process.env));
  if ('problems' in site) throw new Error(site.problems.join('\n'));
  return new Map(site.pages.map((page) => [page.folder, page.content.words]));
}

function catalogOf(tag: string): TapWords {
  const loaded = loadLanguage(tag);
  if ('problems' in loaded) throw new Error(loaded.problems.join('\n'));
  return loaded.catalog;
}

/** A page's name in the tables: "ours" for the default language's, "ours de/" for another. */
const pageName = (folder: string) => (folder ? `ours ${folder}` : 'ours');

const kb = (bytes: number | undefined) => ((bytes ?? 0) / 1024).toFixed(1);

/**
 * Whether dist/ has the contact form: a build with no EmailJS settings has no contact chunk, and
 * its "Get in Touch" is a mailto: link, with no dialog to time.
 */
const hasContactForm = () =>
  fs.readdirSync(path.join(distDir, 'assets')).some((name) => name.startsWith('contact.'));

async function measureTaps(
  url: string,
  words: TapWords,
): Promise<{ runs: TapRun[]; median: Record<string, unknown> }> {
  const browser = await launchChromium();
  const runs: TapRun[] = [];
  const withForm = hasContactForm();
  try {
    for (let run = 1; run <= runsPerCase; run += 1) {
      process.stdout.write(`Tap test run ${run}/${runsPerCase}\n`);
      const dialog = withForm
        ? await tapAtFirstPaint(browser, url, ['the contact button'], { words })
        : undefined;
      const others = await tapAtFirstPaint(browser, url, ['a filter tab', 'a units button'], {
        words,
      });
      runs.push(
        dialog ? { ...dialog, lostTaps: [...dialog.lostTaps, ...others.lostTaps] } : others,
      );
    }
  } finally {
    await browser.close();
  }
  const dialogTimes = runs.map((run) => run.paintToDialogMs ?? Number.POSITIVE_INFINITY);
  return {
    runs,
    median: {
      'first paint → interactive ms': median(runs.map((run) => run.paintToInteractiveMs)),
      'first paint → dialog open ms': withForm
        ? median(dialogTimes)
        : 'no dialog: built without the EmailJS settings',
      'taps lost': runs.reduce((sum, run) => sum + run.lostTaps.length, 0),
    },
  };
}

async function main() {
  if (process.argv.includes('apply')) {
    // A script of its own (scripts share nothing): it runs each application in a fresh Node.
    const run = spawnSync(
      process.execPath,
      [
        '--require',
        path.join(__dirname, 'runTypeScript.cjs'),
        path.join(__dirname, 'benchApply.ts'),
      ],
      {
        stdio: 'inherit',
      },
    );
    process.exitCode = run.status ?? 1;
    return;
  }
  if (process.argv.includes('build')) {
    const baseline = process.argv[process.argv.indexOf('--baseline') + 1];
    return benchBuild(process.argv.includes('--baseline') ? baseline : undefined);
  }
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first.');
  }
  const tapsOnly = process.argv.includes('taps');
  const large = process.argv.includes('large') ? buildLargeOwnerSite() : null;
  const floorDir = makeFloorPage();
  const servers = [await serveOnFreePort(distDir), await serveOnFreePort(floorDir)];
  const [ours, floor] = servers.map((server) => server.url);
  // Each measured page: its name, address, first-load JS and words.
  const wordsByFolder = builtWords();
  const pages = builtPages(distDir).map((folder) => ({
    name: pageName(folder),
    url: ours + folder,
    firstLoadJs: measureBuild(distDir, folder).firstLoadJs,
    words: wordsByFolder.get(folder),
  }));
  if (large) {
    const largeServer = await serveOnFreePort(large.dist);
    servers.push(largeServer);
    // Beside the sample's default page only.
    pages.splice(1, pages.length, {
      name: 'large owner',
      url: largeServer.url,
      firstLoadJs: measureBuild(large.dist).firstLoadJs,
      // It sets no words of its own: its language's catalog names its controls.
      words: catalogOf(large.language),
    });
  }
  const pageUrls = Object.fromEntries(pages.map((page) => [page.name, page.url]));
  const formFactors: FormFactor[] = large ? ['mobile'] : ['mobile', 'desktop'];
  const urls = { ...pageUrls, floor: floor! };
  const results: Record<string, { runs: RunResult[]; median: ReturnType<typeof medianOf> }> = {};
  const taps: Record<string, Awaited<ReturnType<typeof measureTaps>>> = {};
  try {
    // The pages and the floor take turns, so this machine's drift over minutes does not bias
    // the ratios.
    for (const formFactor of tapsOnly ? [] : formFactors) {
      const runs: Record<string, RunResult[]> = {};
      for (let run = 1; run <= runsPerCase; run += 1) {
        for (const [site, url] of Object.entries(urls)) {
          process.stdout.write(`Lighthouse ${formFactor} ${site} run ${run}/${runsPerCase}\n`);
          (runs[site] ??= []).push(await runLighthouse(url, formFactor));
        }
      }
      for (const [site, siteRuns] of Object.entries(runs)) {
        results[`${formFactor} ${site}`] = { runs: siteRuns, median: medianOf(siteRuns) };
      }
    }
    for (const page of pages) {
      if (!page.words)
        throw new Error(`${page.url} is not a page of this content: build it again.`);
      taps[page.name] = await measureTaps(page.url, page.words);
    }
  } finally {
    for (const server of servers) server.close();
    fs.rmSync(floorDir, { recursive: true, force: true });
    if (large) fs.rmSync(large.root, { recursive: true, force: true });
  }

  if (!tapsOnly) {
    console.log(
      `\nMedians of ${runsPerCase} runs, Lighthouse ${lighthouseVersion()}, ${chromiumPath}`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(results).map(([name, { median: m }]) => [
          name,
          {
            'perf/a11y/bp/seo': `${m.scores.performance}/${m.scores.accessibility}/${m.scores.bestPractices}/${m.scores.seo}`,
            'FCP ms': m.fcpMs,
            'LCP ms': m.lcpMs,
            'TBT ms': m.tbtMs,
            CLS: m.cls,
            'total KiB': kb(m.transferBytes.total),
            'doc KiB': kb(m.transferBytes.document),
            'JS KiB': kb(m.transferBytes.script),
            'CSS KiB': kb(m.transferBytes.stylesheet),
            'img KiB': kb(m.transferBytes.image),
          },
        ]),
      ),
    );
    const lcpRatio = (page: string, to: string, formFactor: string) =>
      Number(
        (
          (results[`${formFactor} ${page}`]?.median.lcpMs ?? 0) /
          (results[`${formFactor} ${to}`]?.median.lcpMs ?? 1)
        ).toFixed(2),
      );
    console.log('LCP, each page / the minimal page:');
    console.table(
      Object.fromEntries(
        pages.map(({ name }) => [
          name,
          Object.fromEntries(formFactors.map((form) => [form, lcpRatio(name, 'floor', form)])),
        ]),
      ),
    );
    if (large) {
      console.log('The large owner beside the sample (mobile):');
      console.table({
        'LCP large / sample': lcpRatio('large owner', pages[0]!.name, 'mobile'),
        ...Object.fromEntries(
          pages.map(({ name, firstLoadJs }) => [
            `first-load JS KB gzip, ${name}`,
            (firstLoadJs / 1000).toFixed(1),
          ]),
        ),
      });
    }
    console.log(
      '\nSimulated LCP of the median run = the average of two estimates (observed ms → simulated ms):',
    );
    for (const [name, { runs, median: m }] of Object.entries(results)) {
      const { simulatedLcp: lcp } = runs.find((run) => run.lcpMs === m.lcpMs) ?? runs[0]!;
      console.log(`${name}, optimistic ${lcp.optimisticMs}: ${lcp.optimisticSteps.join(', ')}`);
      console.log(`${name}, pessimistic ${lcp.pessimisticMs}: ${lcp.pessimisticSteps.join(', ')}`);
    }
  }
  console.log(`\nTap at first paint, Lighthouse's mobile profile, medians of ${runsPerCase} runs:`);
  console.table(Object.fromEntries(Object.entries(taps).map(([page, { median: m }]) => [page, m])));

  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(
    resultsFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), results, taps }, null, 2)}\n`,
  );
  console.log(`Written to ${path.relative(process.cwd(), resultsFile)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
