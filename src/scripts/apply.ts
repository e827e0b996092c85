/**
 * `npm run apply -- <id>`: writes the résumé and the letter of `applications/<id>.json` as PDFs,
 * Word files and the résumé as plain text into `applications/<id>/` (src/buildtime/applications/).
 * `npm run apply -- <id> --status sent` records a state, dated today, in the file;
 * `npm run apply -- --list` (or no id) lists the applications by what needs doing next, and
 * `--list --csv` writes that list as CSV.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from '../buildtime/atomicFiles';
import { applicationIds, readApplication } from '../buildtime/applications/applicationFile';
import { drawApplication } from '../buildtime/applications/drawApplication';
import {
  byWhatNeedsDoing,
  recordChange,
  standingOf,
  standingsCsv,
  type Standing,
} from '../buildtime/applications/tracker';
import { readingSummary, readResume } from '../buildtime/resumeCheck/readingTable';
import { stopBuild } from '../buildtime/settings/buildReport';
import { readCommandArguments } from '../buildtime/settings/commandArguments';
import { projectPaths, siteContentFile } from '../buildtime/settings/projectPaths';
import { applicationStates, type ApplicationState } from '../content/constants';
import { localDay } from '../lib/localDay';

const folder = projectPaths.applications;
const shown = (file: string) => path.relative(process.cwd(), file);
const usage = 'npm run apply -- <id> [--status <state>], or npm run apply -- --list [--csv]';

/** Every application's standing, by what needs doing next; a line for each that cannot be read. */
function standings(): { standings: Standing[]; broken: string[] } {
  const read = applicationIds(folder).map((id) => ({ id, read: readApplication(folder, id) }));
  return {
    standings: byWhatNeedsDoing(
      read.flatMap(({ id, read: one }) =>
        'application' in one ? [standingOf(id, one.application)] : [],
      ),
    ),
    broken: read.flatMap(({ id, read: one }) =>
      'problems' in one ? [`${id}: broken, ${one.problems[0]}`] : [],
    ),
  };
}

function listApplications(csv: boolean): void {
  const { standings: listed, broken } = standings();
  if (csv) {
    process.stdout.write(standingsCsv(listed));
    for (const line of broken) console.error(`Left out of the CSV: ${line}`);
    return;
  }
  if (listed.length + broken.length === 0) {
    console.log(
      `No applications yet: write ${shown(path.join(folder, '<id>.json'))} (README, "Applying for a job"), then npm run apply -- <id>.`,
    );
    return;
  }
  console.log('Applications, by what needs doing next (npm run apply -- <id>):');
  for (const { id, state, date, next, to, subject } of listed) {
    const parts = [
      `${state}${date ? ` since ${date}` : ''}`,
      next ? `next: ${next.step}${next.date ? ` by ${next.date}` : ''}` : 'no next step',
      ...(to ? [`letter to ${to}: "${subject}"`] : []),
    ];
    console.log(`  - ${id}: ${parts.join('; ')}`);
  }
  for (const line of broken) console.log(`  - ${line}`);
}

function recordState(id: string, state: string): void {
  if (!applicationStates.includes(state as ApplicationState))
    stopBuild('Nothing written', [
      `--status ${state}: no state of an application; give one of ${applicationStates.join(', ')}`,
    ]);
  const read = readApplication(folder, id);
  if ('problems' in read) stopBuild(`Nothing written for ${id}`, read.problems);
  const today = localDay();
  recordChange(folder, id, { state: state as ApplicationState, today });
  console.log(`${shown(read.file)}: ${state} since ${today}.`);
}

async function apply(id: string): Promise<void> {
  const started = performance.now();
  const read = readApplication(folder, id);
  if ('problems' in read) stopBuild(`Nothing written for ${id}`, read.problems);
  const drawn = drawApplication(siteContentFile(), read.application);
  if ('problems' in drawn) stopBuild(`Nothing written: ${shown(read.file)}`, drawn.problems);
  if (drawn.report.length > 0)
    console.log(`${drawn.report[0]}\n  ${drawn.report.slice(1).join('\n  ')}\n`);
  const out = path.join(folder, id);
  const files = { ...drawn.files, ...(await drawn.otherFormats()) };
  fs.mkdirSync(out, { recursive: true });
  for (const [name, bytes] of Object.entries(files))
    writeFileAtomically(path.join(out, name), bytes);
  console.log(`Wrote, in ${Math.round(performance.now() - started)} ms:`);
  for (const name of Object.keys(files)) console.log(`  - ${shown(path.join(out, name))}`);
  if (drawn.lines.length > 0) console.log(`\nThe résumé:\n  - ${drawn.lines.join('\n  - ')}`);
  const reading = await readResume(drawn.resume.pdf, drawn.resume.drawn);
  console.log(`\n${readingSummary('The résumé', reading).join('\n')}`);
}

const { flags, words } = readCommandArguments({
  usage,
  flags: { status: { type: 'string' }, list: { type: 'boolean' }, csv: { type: 'boolean' } },
  words: 1,
});
const [id] = words;
const refuse = (problem: string) => stopBuild('Nothing done', [`${problem}: ${usage}`]);
if (flags.csv && !flags.list) refuse('--csv goes with --list');
if (flags.list && (id || flags.status !== undefined)) refuse('--list takes no id nor --status');
if (flags.status !== undefined && !id) refuse('--status needs the application’s id before it');
if (flags.status !== undefined) recordState(id!, flags.status);
else if (id) void apply(id);
else listApplications(!!flags.csv);
