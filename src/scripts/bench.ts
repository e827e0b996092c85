/**
 * `npm run bench`: Lighthouse on the built site and on a minimal page (one heading, one
 * paragraph: the floor this machine and profile allow), mobile and desktop, median of 3 runs
 * each; then the throttled tap test (src/benchmarks/tapTest.ts), 3 runs. Prints tables and
 * writes reports/bench.json (untracked: the README quotes the figures). `npm run bench -- taps`
 * runs the tap test alone. Run after `npm run build` (the npm script does both); slow and
 * noisy, so not part of CI.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { launchChromium, tapAtFirstPaint, type TapRun } from '../benchmarks/tapTest';
import { projectPaths } from '../buildtime/projectPaths';
import { serveOnFreePort } from '../servers/staticFiles';

const runsPerCase = 3;
const distDir = projectPaths.dist;
const resultsFile = path.join(projectPaths.root, 'reports/bench.json');
const lighthouseBin = path.join(projectPaths.root, 'node_modules/.bin/lighthouse');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
].join(' ');

type FormFactor = 'mobile' | 'desktop';

interface RunResult {
  scores: Record<'performance' | 'accessibility' | 'bestPractices' | 'seo', number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transferred bytes per resource type, as Lighthouse's resource summary counts them. */
  transferBytes: Record<string, number>;
}

/** A page with one heading and one paragraph: what any page's first paint is compared with. */
function makeFloorPage(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-floor-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>A minimal page</title><meta name="description" content="The floor.">' +
      '</head><body><h1>A minimal page</h1>' +
      '<p>One heading and one paragraph: the fastest a page paints on this setup.</p></body></html>',
  );
  return dir;
}

/** Asynchronous: the servers answering Lighthouse run in this same process. */
async function runLighthouse(url: string, formFactor: FormFactor): Promise<RunResult> {
  const { stdout } = await promisify(execFile)(
    lighthouseBin,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${chromeFlags}`,
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  const audit = (id: string) => report.audits[id];
  const score = (id: string) => Math.round(report.categories[id].score * 100);
  const transferBytes: Record<string, number> = {};
  for (const item of audit('resource-summary').details.items) {
    transferBytes[item.resourceType] = item.transferSize;
  }
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: Math.round(audit('first-contentful-paint').numericValue),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
    tbtMs: Math.round(audit('total-blocking-time').numericValue),
    cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
    transferBytes,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Each number is the median of that number over the runs (not the values of one median run). */
function medianOf(runs: RunResult[]): RunResult {
  const pick = (read: (run: RunResult) => number) => median(runs.map(read));
  const types = Object.keys(runs[0]?.transferBytes ?? {});
  return {
    scores: {
      performance: pick((run) => run.scores.performance),
      accessibility: pick((run) => run.scores.accessibility),
      bestPractices: pick((run) => run.scores.bestPractices),
      seo: pick((run) => run.scores.seo),
    },
    fcpMs: pick((run) => run.fcpMs),
    lcpMs: pick((run) => run.lcpMs),
    tbtMs: pick((run) => run.tbtMs),
    cls: pick((run) => run.cls),
    transferBytes: Object.fromEntries(
      types.map((type) => [type, pick((run) => run.transferBytes[type] ?? 0)]),
    ),
  };
}

const kb = (bytes: number | undefined) => ((bytes ?? 0) / 1024).toFixed(1);

async function measureTaps(
  url: string,
): Promise<{ runs: TapRun[]; median: Record<string, unknown> }> {
  const browser = await launchChromium();
  const runs: TapRun[] = [];
  try {
    for (let run = 1; run <= runsPerCase; run += 1) {
      process.stdout.write(`Tap test run ${run}/${runsPerCase}\n`);
      const dialog = await tapAtFirstPaint(browser, url, ['Get in Touch']);
      const others = await tapAtFirstPaint(browser, url, ['a filter tab', 'View Units']);
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
  const sites = { ours: await serveOnFreePort(distDir), floor: await serveOnFreePort(floorDir) };
  const results: Record<string, { runs: RunResult[]; median: RunResult }> = {};
  let taps: Awaited<ReturnType<typeof measureTaps>>;
  try {
    for (const formFactor of tapsOnly ? [] : (['mobile', 'desktop'] as const)) {
      for (const [site, { url }] of Object.entries(sites)) {
        const runs: RunResult[] = [];
        for (let run = 1; run <= runsPerCase; run += 1) {
          process.stdout.write(`Lighthouse ${formFactor} ${site} run ${run}/${runsPerCase}\n`);
          runs.push(await runLighthouse(url, formFactor));
        }
        results[`${formFactor} ${site}`] = { runs, median: medianOf(runs) };
      }
    }
    taps = await measureTaps(sites.ours.url);
  } finally {
    for (const site of Object.values(sites)) site.close();
    fs.rmSync(floorDir, { recursive: true, force: true });
  }

  if (!tapsOnly) {
    console.log(
      `\nMedians of ${runsPerCase} runs, Lighthouse ${lighthouseVersion()}, ${chromePath}`,
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
    console.log('LCP, ours / the minimal page:');
    console.table(
      Object.fromEntries(
        (['mobile', 'desktop'] as const).map((formFactor) => [
          formFactor,
          Number(
            (
              (results[`${formFactor} ours`]?.median.lcpMs ?? 0) /
              (results[`${formFactor} floor`]?.median.lcpMs ?? 1)
            ).toFixed(2),
          ),
        ]),
      ),
    );
  }
  console.log(`\nTap at first paint, Lighthouse's mobile profile, medians of ${runsPerCase} runs:`);
  console.table({ ours: taps.median });

  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(
    resultsFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), results, taps }, null, 2)}\n`,
  );
  console.log(`Written to ${path.relative(process.cwd(), resultsFile)}`);
}

function lighthouseVersion(): string {
  return execFileSync(lighthouseBin, ['--version']).toString().trim();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
