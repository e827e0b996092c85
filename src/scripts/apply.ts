/**
 * `npm run apply -- <id>`: writes the résumé and the letter of `applications/<id>.json` as PDFs
 * into `applications/<id>/` (src/buildtime/applications/). `npm run apply` lists the applications.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from '../buildtime/atomicFiles';
import { applicationIds, readApplication } from '../buildtime/applications/applicationFile';
import { drawApplication } from '../buildtime/applications/drawApplication';
import { readingSummary, readResume } from '../buildtime/resumeCheck/readingTable';
import { stopBuild } from '../buildtime/settings/buildReport';
import { readCommandArguments } from '../buildtime/settings/commandArguments';
import { projectPaths, siteContentFile } from '../buildtime/settings/projectPaths';

const folder = projectPaths.applications;
const shown = (file: string) => path.relative(process.cwd(), file);

function listApplications(): void {
  const ids = applicationIds(folder);
  if (ids.length === 0) {
    console.log(
      `No applications yet: write ${shown(path.join(folder, '<id>.json'))} (README, "Applying for a job"), then npm run apply -- <id>.`,
    );
    return;
  }
  console.log('Applications (npm run apply -- <id>):');
  for (const id of ids) {
    const read = readApplication(folder, id);
    if ('problems' in read) {
      console.log(`  - ${id}: broken, ${read.problems[0]}`);
      continue;
    }
    const { resume, letter, posting } = read.application;
    const parts = [
      [
        'résumé',
        ...(posting ? ['for its posting'] : []),
        ...(resume?.tags ? [`with the tags ${resume.tags.join(', ')}`] : []),
      ].join(' '),
      ...(letter ? [`letter to ${letter.to.join(', ')}: "${letter.subject}"`] : []),
    ];
    console.log(`  - ${id}: ${parts.join('; ')}`);
  }
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
  fs.mkdirSync(out, { recursive: true });
  for (const [name, bytes] of Object.entries(drawn.files))
    writeFileAtomically(path.join(out, name), bytes);
  console.log(`Wrote, in ${Math.round(performance.now() - started)} ms:`);
  for (const name of Object.keys(drawn.files)) console.log(`  - ${shown(path.join(out, name))}`);
  if (drawn.lines.length > 0) console.log(`\nThe résumé:\n  - ${drawn.lines.join('\n  - ')}`);
  const reading = await readResume(drawn.resume.pdf, drawn.resume.drawn);
  console.log(`\n${readingSummary('The résumé', reading).join('\n')}`);
}

const [id] = readCommandArguments({ usage: 'npm run apply -- [<id>]', words: 1 }).words;
if (id) void apply(id);
else listApplications();
