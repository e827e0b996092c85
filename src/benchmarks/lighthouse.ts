/** Lighthouse runs on a served page, as `npm run bench` takes and summarises them. */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { benchTool } from './benchTools';
import { chromiumArgs, chromiumPath } from '../chromium/launch';
import { simulatedLcp, type SimulatedLcp } from './lcpSimulation';
import { median } from './median';

const lighthouseBin = () => path.join(benchTool('lighthouse'), 'cli/index.js');
const chromeFlags = ['--headless=new', ...chromiumArgs].join(' ');

export type FormFactor = 'mobile' | 'desktop';

export interface RunResult {
  scores: Record<'performance' | 'accessibility' | 'bestPractices' | 'seo', number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transferred bytes per resource type, as Lighthouse's resource summary counts them. */
  transferBytes: Record<string, number>;
  simulatedLcp: SimulatedLcp;
}

/** Asynchronous: the servers answering Lighthouse run in this same process. */
export async function runLighthouse(url: string, formFactor: FormFactor): Promise<RunResult> {
  const artifactsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-lighthouse-'));
  try {
    return await runSavingArtifacts(url, formFactor, artifactsDir);
  } finally {
    fs.rmSync(artifactsDir, { recursive: true, force: true });
  }
}

async function runSavingArtifacts(
  url: string,
  formFactor: FormFactor,
  artifactsDir: string,
): Promise<RunResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      lighthouseBin(),
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `-GA=${artifactsDir}`,
      `--chrome-flags=${chromeFlags}`,
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
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
    simulatedLcp: await simulatedLcp(artifactsDir),
  };
}

export { median };

/** Each number is the median of that number over the runs (not the values of one median run). */
export function medianOf(runs: RunResult[]): Omit<RunResult, 'simulatedLcp'> {
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

export function lighthouseVersion(): string {
  return execFileSync(process.execPath, [lighthouseBin(), '--version']).toString().trim();
}
