/**
 * `npm run bench`: Lighthouse on each page of the built site (one per language) and on a minimal
 * page (one heading, one paragraph: the floor this machine and profile allow), mobile and
 * desktop, median of 3 runs each, all taking turns, with what each median run's simulated LCP
 * is made of; then the throttled tap test (src/chromium/tapAtFirstPaint.ts), 3 runs per page. Prints tables and writes
 * reports/bench.json (untracked: the README quotes the figures). `npm run bench -- taps`
 * runs the tap test alone. Run after `npm run build` (the npm script does both); slow and
 * noisy, so not part of CI.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  lighthouseVersion,
  median,
  medianOf,
  runLighthouse,
  type RunResult,
} from '../benchmarks/lighthouse';
import { chromiumPath, launchChromium } from '../chromium/launch';
import { tapAtFirstPaint, type TapRun, type TapWords } from '../chromium/tapAtFirstPaint';
import { builtPages } from '../buildtime/budgets';
import { contentFileOf } from '../buildtime/buildSettings';
import { projectPaths } from '../buildtime/projectPaths';
import { readSitePages } from '../buildtime/sitePages';
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

/** A page's name in the tables: "ours" for the default language's, "ours de/" for another. */
const pageName = (folder: string) => (folder ? `ours ${folder}` : 'ours');

const kb = (bytes: number | undefined) => ((bytes ?? 0) / 1024).toFixed(1);

async function measureTaps(
  url: string,
  words: TapWords,
): Promise<{ runs: TapRun[]; median: Record<string, unknown> }> {
  const browser = await launchChromium();
  const runs: TapRun[] = [];
  try {
    for (let run = 1; run <= runsPerCase; run += 1) {
      process.stdout.write(`Tap test run ${run}/${runsPerCase}\n`);
      const dialog = await tapAtFirstPaint(browser, url, ['the contact button'], { words });
      const others = await tapAtFirstPaint(browser, url, ['a filter tab', 'a units button'], {
        words,
      });
      runs.push({ ...dialog, lostTaps: [...dialog.lostTaps, ...others.lostTaps] });
    }
  } finally {
    await browser.close();
  }
  const dialogTimes = runs.map((run) => run.paintToDialogMs ?? Number.POSITIVE_INFINITY);
  return {
    runs,
    median: {
      'first paint → interactive ms': median(runs.map((run) => run.paintToInteractiveMs)),
      'first paint → dialog open ms': median(dialogTimes),
      'taps lost': runs.reduce((sum, run) => sum + run.lostTaps.length, 0),
    },
  };
}

async function main() {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first.');
  }
  const tapsOnly = process.argv.includes('taps');
  const floorDir = makeFloorPage();
  const servers = [await serveOnFreePort(distDir), await serveOnFreePort(floorDir)];
  const [ours, floor] = servers.map((server) => server.url);
  const folders = builtPages(distDir);
  const pageUrls = Object.fromEntries(folders.map((folder) => [pageName(folder), ours + folder]));
  const urls = { ...pageUrls, floor: floor! };
  const results: Record<string, { runs: RunResult[]; median: ReturnType<typeof medianOf> }> = {};
  const taps: Record<string, Awaited<ReturnType<typeof measureTaps>>> = {};
  try {
    // The pages and the floor take turns, so this machine's drift over minutes does not bias
    // the ratios.
    for (const formFactor of tapsOnly ? [] : (['mobile', 'desktop'] as const)) {
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
    const wordsByFolder = builtWords();
    for (const folder of folders) {
      const words = wordsByFolder.get(folder);
      if (!words) throw new Error(`dist/${folder} is not a page of this content: build it again.`);
      taps[pageName(folder)] = await measureTaps(ours + folder, words);
    }
  } finally {
    for (const server of servers) server.close();
    fs.rmSync(floorDir, { recursive: true, force: true });
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
    console.log('LCP, each page / the minimal page:');
    console.table(
      Object.fromEntries(
        Object.keys(pageUrls).map((page) => [
          page,
          Object.fromEntries(
            (['mobile', 'desktop'] as const).map((formFactor) => [
              formFactor,
              Number(
                (
                  (results[`${formFactor} ${page}`]?.median.lcpMs ?? 0) /
                  (results[`${formFactor} floor`]?.median.lcpMs ?? 1)
                ).toFixed(2),
              ),
            ]),
          ),
        ]),
      ),
    );
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
