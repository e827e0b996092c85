/**
 * `node --require ./src/scripts/runTypeScript.cjs src/scripts/benchResumeReading.ts`: how long reading a two-page résumé takes
 * (src/buildtime/resumeDocument/), as `npm run content:import -- resume.pdf` reads one: each run
 * in a fresh Node, pdf.js and the month and language names loaded anew; the median of 5 runs for
 * each two-page PDF of the corpus (test/fixtures/resume-documents/documents/), from opening the
 * file (pdf.js's own loading included) to the résumé. The budget is 2 s. Its processor time is
 * given too, which a machine busy with other work changes less than the time on the clock.
 * Not part of CI: the figure is for the changelog.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readResumeDocument } from '../buildtime/resumeDocument/readResumeDocument';
import { closePdf, openPdf } from '../buildtime/resumeCheck/pdfText';

const documentsDir = path.join(__dirname, '../../test/fixtures/resume-documents/documents');
const budget = 2000;

/** One reading: milliseconds on the clock and of processor time. */
async function readOnce(file: string): Promise<[number, number]> {
  const started = performance.now();
  const processor = process.cpuUsage();
  await readResumeDocument(new Uint8Array(fs.readFileSync(file)), 'pdf', {});
  const { user, system } = process.cpuUsage(processor);
  return [performance.now() - started, (user + system) / 1000];
}

async function pagesOf(file: string): Promise<number> {
  const document = await openPdf(new Uint8Array(fs.readFileSync(file)));
  const pages = document.numPages;
  await closePdf(document);
  return pages;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const [mode, given] = process.argv.slice(2);
  if (mode === '--once') {
    console.log((await readOnce(given!)).map(Math.round).join(' '));
    return;
  }
  const files = fs.readdirSync(documentsDir).filter((file) => file.endsWith('.pdf'));
  let slowest = 0;
  console.log(`Load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} processors.`);
  for (const file of files.sort()) {
    const full = path.join(documentsDir, file);
    if ((await pagesOf(full)) !== 2) continue;
    const times = Array.from({ length: 5 }, () => {
      const run = spawnSync(
        process.execPath,
        ['--require', path.join(__dirname, 'runTypeScript.cjs'), __filename, '--once', full],
        {
          encoding: 'utf8',
        },
      );
      if (run.status !== 0) throw new Error(run.stderr);
      return run.stdout.trim().split(' ').map(Number) as [number, number];
    });
    const clock = median(times.map(([wall]) => wall));
    slowest = Math.max(slowest, clock);
    console.log(
      `${file}: ${clock} ms, ${median(times.map(([, cpu]) => cpu))} ms of processor time (medians of 5)`,
    );
  }
  console.log(
    `\nSlowest median ${slowest} ms; budget ${budget} ms: ${slowest <= budget ? 'met' : 'NOT met'}.`,
  );
  if (slowest > budget) process.exitCode = 1;
}

void main();
