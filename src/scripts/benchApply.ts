/**
 * `npm run bench -- apply` (or `node --require ./src/scripts/runTypeScript.cjs
 * src/scripts/benchApply.ts`): how long `npm run apply` takes for one application to a posting on
 * the sample (the posting read, both PDFs, both Word files and the plain text written, the résumé read back as a parser would), each
 * run in a fresh Node as an owner's is: the medians of 5 runs of the work itself and of the whole
 * command (Node starting and loading the code too, wall clock and processor time), in a temporary
 * folder (never the owner's applications/); then the editor's applications view on the same
 * posting in Chromium: the
 * medians of 7 keystrokes until the résumé beside shows them and until the requirements list does
 * (src/benchmarks/editorKeystrokes.ts). Not part of CI: the figures are for docs/measurements.md;
 * the budgets are 2 s for the whole command and 300 ms for a keystroke.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readApplication } from '../buildtime/applications/applicationFile';
import { drawApplication } from '../buildtime/applications/drawApplication';
import { projectPaths } from '../buildtime/settings/projectPaths';
import { readResume } from '../buildtime/resumeCheck/readingTable';
import { median } from '../benchmarks/median';

const posting = `Senior ML Platform Engineer
Nordlys Data AB, Stockholm (hybrid, CET)
You will keep our dbt models healthy and build the platform our R&D teams train on.
What you'll do:
- Build model training pipelines and the experiment tracking around them (MLflow)
- Lead postmortems and own incident reviews
- Event pipelines on Kafka and Apache Flink, data contracts between teams
- Kubernetes (K8s) with Terraform on AWS, and an on-call rotation
Requirements:
- 5+ years building data or ML infrastructure
- Services in Go and Python; SQL on PostgreSQL and BigQuery
- Knowledge of distributed systems and stream processing; dbt, Airflow and CI/CD
- Strong written communication
Nice to have:
- Spark, Rust or C/C++
What we offer:
- A competitive salary and a hybrid work model`;

/** One application, read, drawn, written and read back as `npm run apply` does: its milliseconds. */
async function applyOnce(folder: string): Promise<number> {
  const started = performance.now();
  const read = readApplication(folder, 'bench');
  if ('problems' in read) throw new Error(read.problems.join('\n'));
  const drawn = drawApplication(projectPaths.sample.content, read.application);
  if ('problems' in drawn) throw new Error(drawn.problems.join('\n'));
  const files = { ...drawn.files, ...(await drawn.otherFormats()) };
  for (const [name, bytes] of Object.entries(files))
    fs.writeFileSync(path.join(folder, name), bytes);
  await readResume(drawn.resume.pdf, drawn.resume.drawn);
  return performance.now() - started;
}

/** The processor time this process has had since it started, user and system. */
const processorTime = () => {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 1000);
};

/** Five runs in fresh Nodes: the work's milliseconds and the whole command's, with their medians. */
function benchApply(): void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-apply-'));
  fs.writeFileSync(path.join(folder, 'posting.txt'), posting);
  fs.writeFileSync(
    path.join(folder, 'bench.json'),
    JSON.stringify({
      postingFile: 'posting.txt',
      resume: { pages: 1, layout: 'compact' },
      letter: {
        to: ['Nordlys Data AB', 'Stockholm'],
        subject: 'Senior ML Platform Engineer',
        greeting: 'Hello,',
        body: ['…'],
        closing: 'Best,',
      },
    }),
  );
  const runs = Array.from({ length: 5 }, () => {
    const started = performance.now();
    const run = spawnSync(
      process.execPath,
      ['--require', path.join(__dirname, 'runTypeScript.cjs'), __filename, '--once', folder],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(run.stderr);
    const [work, processor] = run.stdout.trim().split(' ').map(Number) as [number, number];
    return { work, processor, whole: Math.round(performance.now() - started) };
  });
  const works = runs.map(({ work }) => work);
  const wholes = runs.map(({ whole }) => whole);
  const processors = runs.map(({ processor }) => processor);
  console.log(`Load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} processors.`);
  console.log(
    `One application, posting read, its PDFs, Word files and text written, the résumé read back: ${works.join(', ')} ms; median ${median(works)} ms.`,
  );
  console.log(
    `The whole command, Node starting and loading the code too: ${wholes.join(', ')} ms; median ${median(wholes)} ms (budget 2000 ms); processor time ${processors.join(', ')} ms, median ${median(processors)} ms.`,
  );
  fs.rmSync(folder, { recursive: true });
}

/**
 * The applications view of `npm run edit` on a copy of the sample (the editor edits an owner's
 * file, never the sample itself), following keystrokes.
 */
async function benchEditor(): Promise<void> {
  // Loaded here: the runs above load only what the command does.
  const { timeEditorKeystrokes } = await import('../benchmarks/editorKeystrokes');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-editor-'));
  const contentFile = path.join(folder, 'portfolio.json');
  fs.copyFileSync(projectPaths.sample.content, contentFile);
  const { resume, requirementsList, resumeProcessor, requirementsListProcessor } =
    await timeEditorKeystrokes(contentFile, { posting, requirements: 'Requirements:' }, 7);
  fs.rmSync(folder, { recursive: true });
  /** The processor time of the same edits, where it could be read. */
  const processor = (each: number[]) =>
    each.length > 0
      ? `; processor time (the editor's server and Chromium): ${each.join(', ')} ms, median ${median(each)} ms`
      : '';
  console.log(
    `The editor, a keystroke in the résumé's title until the résumé beside shows it: ${resume.join(', ')} ms; median ${median(resume)} ms (budget 300 ms)${processor(resumeProcessor)}.`,
  );
  console.log(
    `The editor, a skill typed into the posting until the requirements list shows it: ${requirementsList.join(', ')} ms; median ${median(requirementsList)} ms (budget 300 ms)${processor(requirementsListProcessor)}.`,
  );
  console.log(
    `Load average at the end: ${os
      .loadavg()
      .map((each) => each.toFixed(1))
      .join(', ')}.`,
  );
}

const [mode, given] = process.argv.slice(2);
if (mode === '--once')
  void applyOnce(given!).then((work) => console.log(`${Math.round(work)} ${processorTime()}`));
else {
  // `--editor` times the editor alone, `--command` the command alone.
  if (mode !== '--editor') benchApply();
  if (mode !== '--command') void benchEditor();
}
