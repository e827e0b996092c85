import { tailor } from '../../../src/buildtime/applications/tailor';
import type { Application } from '../../../src/buildtime/applications/applicationFile';
import { importedContent, ownerFixture } from '../../support/checkedContent';
import fullResume from '../../fixtures/full-resume/resume.json';

/** A whole résumé of the suite's own, with two spoken languages. */
const owner = ownerFixture(importedContent(fullResume, 'en'));
const named = (key: string, id: string) => `${key} "${id}"`;
const tailored = (resume: Application['resume'], more: Partial<Application> = {}) => {
  const made = tailor(owner, { resume, ...more }, named);
  if ('problems' in made) throw new Error(made.problems.join('\n'));
  return made;
};
const [firstJob, secondJob] = owner.experience;

describe("an application's résumé", () => {
  it('keeps every entry, whatever its tags: what stays is the fit’s, by the posting', () => {
    const { owner: made } = tailored({ tags: ['Kafka'] });
    for (const key of ['experience', 'projects', 'education'] as const)
      expect(made[key]).toEqual(owner[key]);
  });

  it('warns of a tag no entry carries, naming the tags there are, and refuses nothing for it', () => {
    const tagged = {
      ...owner,
      experience: owner.experience.map((job, index) => ({
        ...job,
        tags: index === 0 ? ['Payments', 'Go'] : [],
      })),
    };
    const made = tailor(tagged, { resume: { tags: ['Kubernetes', 'go'] } }, named);
    expect('lines' in made && made.lines).toEqual([
      'WARNING: resume.tags names "Kubernetes", which no entry carries; it counts as a requirement of the posting. Your entries carry Payments, Go.',
    ]);
    const untagged = tailor(
      { ...owner, experience: owner.experience.map((job) => ({ ...job, tags: [] })), projects: [] },
      { resume: { tags: ['Kubernetes'] } },
      named,
    );
    expect('lines' in untagged && untagged.lines[0]).toMatch(/No entry carries a tag yet\.$/);
  });

  it('keeps an entry named in keep, and leaves out what leaveOut names, naming it as written', () => {
    const { owner: kept, lines } = tailored({ keep: [secondJob!.id], leaveOut: [firstJob!.id] });
    expect(kept.resume?.keep).toContain(secondJob!.id);
    expect(kept.resume?.leaveOut).toEqual([firstJob!.id]);
    expect(lines).toContain(`leaves out experience "${firstJob!.id}": resume.leaveOut names it`);
  });

  it('heads the résumé with the application’s title and summary', () => {
    const { owner: made } = tailored({ title: 'Platform Engineer', summary: 'For this employer.' });
    expect(made.profile.title).toBe('Platform Engineer');
    expect(made.about.summary).toBe('For this employer.');
    expect(tailored({}).owner.profile.title).toBe(owner.profile.title);
  });

  it('always keeps the spoken language the application is written in, named in any language', () => {
    const [, dutch] = owner.languages;
    expect(tailor(owner, { language: 'nl' }, named, 'nl')).toMatchObject({
      owner: { resume: { keep: [dutch!.id] } },
    });
    const renamed = { ...owner, languages: [{ ...dutch!, language: 'Nederlands (zakelijk)' }] };
    expect(tailor(renamed, {}, named, 'nl-BE')).toMatchObject({
      owner: { language: 'nl-BE', resume: { keep: [dutch!.id] } },
    });
  });

  it('shows the phone number when the content has one, unless told not to', () => {
    const withPhone = { ...owner, profile: { ...owner.profile, phone: '+31 6 1234 5678' } };
    const shown = tailor(withPhone, {}, named);
    const hidden = tailor(withPhone, { phone: false }, named);
    expect('owner' in shown && shown.owner.profile.showPhone).toBe(true);
    expect('owner' in hidden && hidden.owner.profile.showPhone).toBe(false);
  });

  it('names an id no entry has, with the fix', () => {
    expect(tailor(owner, { resume: { keep: ['no-such-entry'] } }, named)).toEqual({
      problems: [
        'resume.keep names "no-such-entry", which is no entry\'s id: give the id of an entry of any section',
      ],
    });
  });
});
