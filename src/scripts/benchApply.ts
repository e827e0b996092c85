/**
 * `npx ts-node src/scripts/benchApply.ts`: how long `npm run apply` takes for one application to a
 * posting on the sample (the posting read, both PDFs written), each run in a fresh Node as an
 * owner's is: the median of 5 runs, in a temporary folder (never the owner's applications/).
 * Not part of CI: the figure is for the README and the changelog.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readApplication } from '../buildtime/applications/applicationFile';
import { drawApplication } from '../buildtime/applications/drawApplication';
import { projectPaths } from '../buildtime/settings/projectPaths';

const posting = `Senior Data Engineer
Requirements:
- Event pipelines on Kafka and Apache Flink, data contracts between teams
- Kubernetes (K8s) with Terraform, and an on-call rotation
- Services in Go and Python; SQL on PostgreSQL and BigQuery
- Knowledge of distributed systems and stream processing; dbt, Airflow and CI/CD
What we offer:
- A competitive salary and a hybrid work model`;

/** One application, read, drawn and written: its milliseconds. */
function applyOnce(folder: string): number {
  const started = performance.now();
  const read = readApplication(folder, 'bench');
  if ('problems' in read) throw new Error(read.problems.join('\n'));
  const drawn = drawApplication(projectPaths.sample.content, read.application);
  if ('problems' in drawn) throw new Error(drawn.problems.join('\n'));
  for (const [name, bytes] of Object.entries(drawn.files))
    fs.writeFileSync(path.join(folder, name), bytes);
  return performance.now() - started;
}

const [mode, given] = process.argv.slice(2);
if (mode === '--once') console.log(Math.round(applyOnce(given!)));
else {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-apply-'));
  fs.writeFileSync(path.join(folder, 'posting.txt'), posting);
  fs.writeFileSync(
    path.join(folder, 'bench.json'),
    JSON.stringify({
      postingFile: 'posting.txt',
      resume: { pages: 1, layout: 'compact' },
      letter: {
        to: ['Nordvik'],
        subject: 'Data Engineer',
        greeting: 'Hello,',
        body: ['…'],
        closing: 'Best,',
      },
    }),
  );
  const times = Array.from({ length: 5 }, () => {
    const run = spawnSync(
      process.execPath,
      ['-r', 'ts-node/register', __filename, '--once', folder],
      {
        encoding: 'utf8',
      },
    );
    if (run.status !== 0) throw new Error(run.stderr);
    return Number(run.stdout.trim());
  });
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `One application, posting read and both PDFs written: ${times.join(', ')} ms; median ${sorted[2]} ms.`,
  );
  fs.rmSync(folder, { recursive: true });
}
