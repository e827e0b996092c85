/** @jest-environment node */
import path from 'node:path';
import { drawApplication } from '../../../src/buildtime/applications/drawApplication';
import { imageSections } from '../../../src/content/declarations';
import { importedContent } from '../../support/checkedContent';
import { writeFileTree } from '../../support/fileTree';
import promotedOwner from '../../fixtures/promoted-owner.resume.json';

/**
 * An owner promoted at one employer, with a project, a volunteer role, a publication and three
 * spoken languages (a fixture of the test's own), applying for a job in Stockholm on one page.
 */
const imported = importedContent(promotedOwner, 'en');
/** Its newer roles tell more of Kafka: the page holds them, and not every role with them. */
const content = {
  ...imported,
  experience: imported.experience.map((role, index) =>
    index < 3
      ? {
          ...role,
          bullets: [
            ...role.bullets,
            ...Array.from(
              { length: 3 },
              (_, bullet) =>
                `Ran Kafka cluster ${bullet + 1} of ${role.company} for event pipelines.`,
            ),
          ],
        }
      : role,
  ),
};
const pictures = Object.fromEntries(
  [content.profile.photo, ...imageSections.flatMap((key) => content[key].map(({ image }) => image))]
    .filter((image): image is string => !!image)
    .map((image) => [`owner/public/${image}`, '<svg xmlns="http://www.w3.org/2000/svg"/>']),
);
const contentFile = path.join(
  writeFileTree({ ...pictures, 'owner/portfolio.json': JSON.stringify(content) }),
  'owner/portfolio.json',
);
const [publication] = content.publications;
const [project] = content.projects;
const [volunteering] = content.volunteer;
const posting = [
  'Senior Kafka Platform Engineer',
  'Nordlys Data AB, Stockholm',
  'Requirements:',
  '- 5+ years with Kafka and event pipelines',
  '- Python',
  'Nice to have:',
  '- Terraform',
].join('\n');
const made = drawApplication(contentFile, {
  posting,
  resume: { pages: 1 },
  letter: {
    to: ['Nordlys Data AB'],
    subject: 'Senior Kafka Platform Engineer',
    greeting: 'Hello,',
    body: [`My article “${publication!.name}” tells how I changed event schemas.`],
    closing: 'Best,',
  },
});
if ('problems' in made) throw new Error(made.problems.join('\n'));
const kept = new Set(
  made.resume.drawn.sections.flatMap(({ entries = [] }) => entries.map(({ id }) => id)),
);

describe('an application’s résumé, fitted as a hiring manager would send it', () => {
  it('leaves something out to fit its page', () => {
    expect(made.lines.length).toBeGreaterThan(0);
  });

  it('keeps every role between the newest and the oldest it keeps, and roles at one organisation together', () => {
    const roles = content.experience;
    const oldestKept = Math.max(...roles.map(({ id }, index) => (kept.has(id) ? index : -1)));
    expect(roles.slice(0, oldestKept + 1).filter(({ id }) => !kept.has(id))).toEqual([]);
    const atOne = roles.filter(({ company }) => company === roles[1]!.company);
    expect(atOne.length).toBeGreaterThan(1);
    expect(new Set(atOne.map(({ id }) => kept.has(id))).size).toBe(1);
  });

  it('keeps the spoken language of the job’s country and the application’s', () => {
    const names = (language: string) =>
      new Intl.DisplayNames(['en'], { type: 'language' }).of(language);
    const country = new Intl.Locale('und-SE').maximize().language;
    for (const language of [country, 'en']) {
      const entry = content.languages.find((one) => one.language === names(language));
      expect(entry && kept.has(entry.id)).toBe(true);
    }
  });

  it('keeps what the letter names', () => {
    expect(kept).toContain(publication!.id);
  });

  it('leaves out a role answering one word the posting says once before a project on the title’s requirement', () => {
    expect(kept.has(project!.id) || !kept.has(volunteering!.id)).toBe(true);
  });
});
