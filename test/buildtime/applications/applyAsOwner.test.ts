/** @jest-environment node */
import path from 'node:path';
import { readApplication } from '../../../src/buildtime/applications/applicationFile';
import { drawApplication } from '../../../src/buildtime/applications/drawApplication';
import { imageSections, listSectionKeys } from '../../../src/content/declarations';
import { importedContent } from '../../support/checkedContent';
import { writeFileTree } from '../../support/fileTree';
import { linkedInResume } from '../../support/linkedInExports';
import { readPdf } from '../../support/pdfReader';

/** An owner as `npm run content:import` makes one of a LinkedIn export: no entry has a tag. */
const { resume, tag } = linkedInResume('older');
const content = importedContent(resume, tag);
const [firstSkill] = content.about.skillGroups.flatMap((group) => group.skills);
const [job] = content.experience;
/** A skill no entry of the owner's names. */
const lacking = 'Terraform';

const posting = [
  'Data Engineer',
  'About us',
  'We are a logistics company with great benefits.',
  'Requirements:',
  `- Years of ${firstSkill} in production`,
  `- ${lacking} and an on-call rotation`,
  'What we offer:',
  '- Free lunches',
].join('\n');

/** The pictures the import names, as placeholders the import would draw. */
const pictures = Object.fromEntries(
  [content.profile.photo, ...imageSections.flatMap((key) => content[key].map(({ image }) => image))]
    .filter((image): image is string => !!image)
    .map((image) => [`owner/public/${image}`, '<svg xmlns="http://www.w3.org/2000/svg"/>']),
);

const folder = writeFileTree({
  ...pictures,
  'owner/portfolio.json': JSON.stringify(content),
  'applications/nordvik.json': JSON.stringify({
    postingFile: 'nordvik-posting.txt',
    resume: { pages: 1, layout: 'compact' },
  }),
  'applications/nordvik-posting.txt': posting,
  'applications/outside.json': JSON.stringify({ postingFile: '../owner/portfolio.json' }),
});
const applications = path.join(folder, 'applications');

describe('an application to a posting, as an owner who imported their résumé makes it', () => {
  const read = readApplication(applications, 'nordvik');
  if ('problems' in read) throw new Error(read.problems.join('\n'));
  const drawn = drawApplication(path.join(folder, 'owner/portfolio.json'), read.application);
  if ('problems' in drawn) throw new Error(drawn.problems.join('\n'));

  it('reports each requirement, covered by the entries named as written, or not covered, and the share', () => {
    expect(content.experience.every((entry) => entry.tags.length === 0)).toBe(true);
    const [share, ...requirements] = drawn.report;
    expect(share).toMatch(/^The posting asks for (\d+) things; the résumé covers (\d+) \(\d+%\):$/);
    expect(requirements).toContainEqual(`✗ ${lacking}: not covered`);
    expect(requirements).toContainEqual('✗ on-call: not covered');
    const covered = requirements.find((line) => line.startsWith(`✓ ${firstSkill}: `));
    expect(covered).toBeDefined();
    const ids = listSectionKeys.flatMap((key) => content[key].map(({ id }) => id));
    for (const line of [...drawn.report, ...drawn.lines]) {
      for (const id of ids) expect(line).not.toContain(`"${id}"`);
      expect(line).not.toMatch(/still shows/);
    }
    // Nothing of the boilerplate asks.
    expect(requirements.join('\n')).not.toMatch(/lunch|logistic|benefit/i);
    expect(job).toBeDefined();
  });

  it('fits the résumé on the one page asked for', async () => {
    expect((await readPdf(drawn.resume.pdf)).pages).toBe(1);
  });

  it('reads no posting from outside the applications folder', () => {
    expect(readApplication(applications, 'outside')).toEqual({
      problems: [
        expect.stringMatching(
          /^postingFile: "\.\.\/owner\/portfolio\.json" is outside the applications folder/,
        ),
      ],
    });
  });
});
