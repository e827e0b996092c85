/** @jest-environment node */
import {
  matchByPosition,
  translateContent,
  type Translation,
} from '../../../src/buildtime/content/translationFile';
import { refitTranslation } from '../../../src/buildtime/content/refitTranslation';
import type { JsonResume } from '../../../src/buildtime/jsonResume/format';
import { importedContent } from '../../support/checkedContent';
import english from '../../fixtures/import-again/resume.json';
import german from '../../fixtures/import-again/resume.de.json';

const earlier = importedContent(english, 'en');
const madeFor = (() => {
  const made = matchByPosition(earlier, importedContent(german, 'de'));
  if ('problems' in made) throw new Error(made.problems.join('\n'));
  return made;
})();

/** The English résumé imported again, changed by `change` first. */
function importedAgain(change: (resume: JsonResume) => void) {
  const resume = structuredClone(english) as JsonResume;
  change(resume);
  return importedContent(resume, 'en');
}

/** The translation as the build reads it beside `now`; throws on what would stop the build. */
function builtWith(now: ReturnType<typeof importedContent>, translation: Translation) {
  const merged = translateContent(now, translation);
  if ('problems' in merged) throw new Error(merged.problems.join('\n'));
  return merged.content;
}

describe('a translation, when the default language is imported again', () => {
  it('keeps the texts of the entries still there, and the removed one apart with the entry it was made for', () => {
    const now = importedAgain((resume) => resume.work!.splice(1, 1));
    const [lead, removed, analyst] = earlier.experience;
    const { translation, moved } = refitTranslation(earlier, now, madeFor);

    expect(translation.experience).toEqual({
      [lead!.id]: madeFor.experience![lead!.id],
      [analyst!.id]: madeFor.experience![analyst!.id],
    });
    expect(translation.unmatched).toEqual([
      {
        entry: expect.stringContaining(`experience[${removed!.id}] (${removed!.company}`),
        reason: expect.any(String),
        texts: madeFor.experience![removed!.id],
      },
    ]);
    expect(moved).toEqual([expect.stringContaining(`experience[${removed!.id}]`)]);
    // The build goes on: the page shows the texts kept in place, none of those kept apart.
    const shown = builtWith(now, translation);
    expect(shown.experience.map(({ title }) => title)).toEqual([
      madeFor.experience![lead!.id]!.title,
      madeFor.experience![analyst!.id]!.title,
    ]);
  });

  it('moves the texts of an entry read anew (another id) to the entry that says the same', () => {
    const now = importedAgain((resume) => {
      resume.work![2]!.name = 'Lindqvist Bakery Supplies AB';
    });
    const [before, after] = [earlier.experience[2]!, now.experience[2]!];
    expect(after.id).not.toBe(before.id);
    const { translation, moved } = refitTranslation(earlier, now, madeFor);

    expect(translation.experience![after.id]).toEqual(madeFor.experience![before.id]);
    expect(translation.unmatched).toBeUndefined();
    expect(moved).toEqual([expect.stringContaining(`experience[${after.id}]`)]);
    expect(builtWith(now, translation).experience[2]!.title).toBe(
      madeFor.experience![before.id]!.title,
    );
  });

  it('does not take one role for another at the same organisation, even when its id moves to it', () => {
    // Two roles of one title: their ids are the title's, the later one's numbered.
    const [sameTitle, sameTitleDe] = [structuredClone(english), structuredClone(german)];
    sameTitle.work[0]!.position = sameTitle.work[1]!.position;
    sameTitleDe.work[0]!.position = sameTitleDe.work[1]!.position;
    const before = importedContent(sameTitle, 'en');
    const made = matchByPosition(before, importedContent(sameTitleDe, 'de')) as Translation;
    sameTitle.work.splice(0, 1);
    const now = importedContent(sameTitle, 'en');
    const [newer, older] = before.experience;
    expect(now.experience[0]!.id).toBe(newer!.id);

    const { translation } = refitTranslation(before, now, made);
    expect(translation.experience![now.experience[0]!.id]).toEqual(made.experience![older!.id]);
    expect(translation.unmatched?.map(({ texts }) => texts)).toEqual([made.experience![newer!.id]]);
  });

  it('matches the items of a list by what they say, and keeps one the import has not apart', () => {
    const now = importedAgain((resume) => {
      resume.education![0]!.courses = ['Survey sampling', 'Bayesian methods'];
      resume.skills!.reverse();
    });
    const degree = earlier.education[0]!;
    const { units, ...rest } = madeFor.education![degree.id]! as { units: unknown[] };
    const { translation } = refitTranslation(earlier, now, madeFor);

    // The unit that is new has no translation yet; the one left out is kept apart.
    expect(translation.education![degree.id]).toEqual({ ...rest, units: [{}, units[1]] });
    expect(translation.unmatched).toEqual([
      {
        entry: expect.stringContaining(`education[${degree.id}].units[0]`),
        reason: expect.any(String),
        texts: { units: [units[0]] },
      },
    ]);
    expect(translation.about!.skillGroups).toEqual(
      [...(madeFor.about!.skillGroups as unknown[])].reverse(),
    );
    const shown = builtWith(now, translation);
    expect(shown.education[0]!.units.map(({ name }) => name)).toEqual([
      now.education[0]!.units[0]!.name,
      units[1],
    ]);
  });

  it('knows entries by their id alone when the earlier content could not be read', () => {
    const now = importedAgain((resume) => resume.work!.splice(1, 1));
    const removed = earlier.experience[1]!;
    const { translation } = refitTranslation(undefined, now, madeFor);

    expect(Object.keys(translation.experience!)).toEqual(now.experience.map(({ id }) => id));
    expect(translation.unmatched).toEqual([
      {
        entry: `experience[${removed.id}]`,
        reason: expect.any(String),
        texts: madeFor.experience![removed.id],
      },
    ]);
  });

  it('changes nothing when the entries still match, and keeps what was kept apart before', () => {
    const once = refitTranslation(
      earlier,
      importedAgain((resume) => resume.work!.splice(1, 1)),
      madeFor,
    );
    const now = importedAgain((resume) => resume.work!.splice(1, 1));
    const twice = refitTranslation(now, now, once.translation);
    expect(twice).toEqual({ translation: once.translation, moved: [] });
  });
});
