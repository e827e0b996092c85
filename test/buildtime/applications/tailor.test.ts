import { tailor } from '../../../src/buildtime/applications/tailor';
import type { Application } from '../../../src/buildtime/applications/applicationFile';
import { ownerFixture } from '../../support/checkedContent';

const owner = ownerFixture();
const named = (key: string, id: string) => `${key} "${id}"`;
const tailored = (resume: Application['resume'], more: Partial<Application> = {}) => {
  const made = tailor(owner, { resume, ...more }, named);
  if ('problems' in made) throw new Error(made.problems.join('\n'));
  return made;
};
/** A tag the first job carries that is a skill too. */
const [firstJob] = owner.experience;
const skills = owner.about.skillGroups.flatMap((group) => group.skills);
const tag = firstJob!.tags.find((own) => skills.includes(own))!;
const carrying = (entries: { tags: string[] }[]) =>
  entries.filter((entry) => entry.tags.some((own) => own.toLowerCase() === tag.toLowerCase()));

describe("an application's résumé", () => {
  it('keeps only the experience and projects carrying one of its tags, and says what it left out', () => {
    const { owner: tailoredOwner, lines } = tailored({ tags: [tag.toUpperCase()] });
    expect(tailoredOwner.experience).toEqual(carrying(owner.experience));
    expect(tailoredOwner.projects).toEqual(carrying(owner.projects));
    // Sections whose tags are not skills stay as they are.
    expect(tailoredOwner.awards).toEqual(owner.awards);
    expect(tailoredOwner.education).toEqual(owner.education);
    const leftOut = [...owner.experience, ...owner.projects].filter(
      (entry) => !carrying([entry]).length,
    );
    expect(lines).toHaveLength(leftOut.length);
    for (const entry of leftOut)
      expect(
        lines.some((line) => line.includes(`"${entry.id}"`) && line.includes(tag.toUpperCase())),
      ).toBe(true);
  });

  it('keeps an entry named in keep whatever its tags, and leaves out what leaveOut names', () => {
    const other = owner.experience.find((job) => !carrying([job]).length)!;
    const { owner: kept, lines } = tailored({
      tags: [tag],
      keep: [other.id],
      leaveOut: [firstJob!.id],
    });
    expect(kept.experience.map(({ id }) => id)).toContain(other.id);
    expect(kept.resume?.leaveOut).toEqual([firstJob!.id]);
    expect(lines).toContain(`leaves out experience "${firstJob!.id}": resume.leaveOut names it`);
  });

  it('puts matching skills first, and gives About the summary of this application', () => {
    const { owner: made } = tailored({ tags: [tag], summary: 'For this employer.' });
    expect(made.about.summary).toBe('For this employer.');
    const [group] = made.about.skillGroups;
    expect(group!.skills[0]!.toLowerCase()).toBe(tag.toLowerCase());
    expect(made.about.skillGroups.flatMap((g) => g.skills).sort()).toEqual(
      owner.about.skillGroups.flatMap((g) => g.skills).sort(),
    );
  });

  it('shows the phone number when the content has one, unless told not to', () => {
    const withPhone = { ...owner, profile: { ...owner.profile, phone: '+31 6 1234 5678' } };
    const shown = tailor(withPhone, {}, named);
    const hidden = tailor(withPhone, { phone: false }, named);
    expect('owner' in shown && shown.owner.profile.showPhone).toBe(true);
    expect('owner' in hidden && hidden.owner.profile.showPhone).toBe(false);
  });

  it('names a tag no entry carries and an id no entry has, with the fix', () => {
    expect(
      tailor(owner, { resume: { tags: ['Cobol-85'], keep: ['no-such-entry'] } }, named),
    ).toEqual({
      problems: [
        'resume.keep names "no-such-entry", which is no entry\'s id: give the id of an entry of any section',
        expect.stringMatching(
          /^resume\.tags names "Cobol-85", which no entry carries: name one your entries carry, such as /,
        ),
      ],
    });
  });
});
