import { postingRequirements } from '../../../../src/buildtime/applications/matching/requirements';
import { ownersWords, readerOf } from '../../../../src/buildtime/applications/matching/matches';
import { withMatchingSkillsFirst } from '../../../../src/buildtime/applications/matching/relevantOrder';
import { resumeData } from '../../../../src/buildtime/documents/resumeData';
import { checkedFixture, importedContent } from '../../../support/checkedContent';
import fullResume from '../../../fixtures/full-resume/resume.json';

/** A whole résumé of the suite's own, with skill groups of the test's own. */
const skills = [
  { name: 'Backend', items: ['Go', 'PostgreSQL'] },
  { name: 'Data', items: ['SQL', 'dbt', 'Apache Kafka'] },
];
const { content, words } = checkedFixture(importedContent(fullResume, 'en'));
const whole = resumeData(content, words);
const data = {
  ...whole,
  sections: whole.sections.map((section) =>
    section.groups ? { ...section, groups: skills } : section,
  ),
};
const groupsOf = (shown: typeof data) => shown.sections.flatMap((section) => section.groups ?? []);

describe('the skills of an application’s résumé', () => {
  it('come first where they answer the posting: their group, and them in it; the rest in the owner’s order', () => {
    const read = readerOf('en');
    const requirements = postingRequirements('You know Kafka well.', 'en', ownersWords(data, read));
    expect(requirements.map(({ text }) => text)).toEqual(['Kafka']);
    const shown = groupsOf(withMatchingSkillsFirst(data, requirements, read));
    expect(shown).toEqual([
      { name: 'Data', items: ['Apache Kafka', 'SQL', 'dbt'] },
      { name: 'Backend', items: ['Go', 'PostgreSQL'] },
    ]);
  });
});
