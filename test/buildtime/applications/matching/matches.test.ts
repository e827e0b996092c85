/** @jest-environment node */
import { postingRequirements } from '../../../../src/buildtime/applications/matching/requirements';
import {
  ownersWords,
  readerOf,
  relevanceOf,
  resumeMatches,
} from '../../../../src/buildtime/applications/matching/matches';
import { matchReport } from '../../../../src/buildtime/applications/matching/report';
import { resumeData } from '../../../../src/buildtime/documents/resumeData';
import { checkedFixture, importedContent } from '../../../support/checkedContent';
import promotedOwner from '../../../fixtures/promoted-owner.resume.json';

/** An owner promoted at one employer, with a project, a volunteer role and a publication: the test's own. */
const { content, words } = checkedFixture(importedContent(promotedOwner, 'en'));
const data = resumeData(content, words);
const read = readerOf('en');
const requirementsOf = (posting: string) =>
  postingRequirements(posting, 'en', ownersWords(data, read));
const reportOf = (posting: string) => {
  const requirements = requirementsOf(posting);
  const matches = resumeMatches(data, requirements, read);
  return matchReport(requirements, matches, matches);
};
const idOf = (title: string) =>
  data.sections.flatMap(({ entries = [] }) => entries).find((entry) => entry.title === title)!.id;

describe('what answers a posting’s requirements', () => {
  it('answers "N+ years" by the career’s span, from the oldest role to the newest', () => {
    const starts = promotedOwner.work.map(({ startDate }) => Number(startDate.slice(0, 4)));
    const years = new Date().getUTCFullYear() - Math.min(...starts) - 1;
    const [, , covered] = reportOf(`Requirements:\n- ${years}+ years in data engineering`);
    expect(covered).toMatch(
      new RegExp(`^✓ ${years}\\+ years in data engineering: .*${Math.min(...starts)}`),
    );
    const [, , beyond] = reportOf(`Requirements:\n- ${years + 3}+ years in data engineering`);
    expect(beyond).toBe(`✗ ${years + 3}+ years in data engineering: not covered`);
  });

  it('answers written communication by a publication', () => {
    const [, , line] = reportOf('Requirements:\n- Strong written communication');
    const [publication] = promotedOwner.publications;
    expect(line).toContain(`✓ written communication: ${publication!.name}`);
  });

  it('weighs a requirement the title names and the requirements repeat over one a line would like', () => {
    const [project] = promotedOwner.projects;
    const [volunteer] = promotedOwner.volunteer;
    const posting = [
      'Kafka Platform Engineer',
      'Requirements:',
      '- Kafka in production, and Kafka Connect',
      '- Python',
      'Nice to have:',
      '- Terraform',
    ].join('\n');
    const relevance = relevanceOf(data, requirementsOf(posting), read);
    expect(relevance.entry(idOf(project!.name))).toBeGreaterThan(
      relevance.entry(idOf(volunteer!.position)),
    );
  });
});
