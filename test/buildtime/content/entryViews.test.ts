/** @jest-environment node */
import { viewsOf } from '../../../src/buildtime/content/entryViews';
import { loadLanguage } from '../../../src/buildtime/content/languages';
import { fillIn } from '../../../src/i18n/words';
import everySectionOwner from '../../fixtures/every-section-owner/portfolio.json';
import { ownerFixture } from '../../support/checkedContent';

const owner = ownerFixture(everySectionOwner);
const detailsOf = (view: { details: { text: string }[] }) => view.details.map(({ text }) => text);

describe.each(['en', 'de', 'ja', 'ar'])('what an entry shows of what was imported (%s)', (tag) => {
  const language = loadLanguage(tag);
  if ('problems' in language) throw new Error(language.problems.join('\n'));
  const words = language.catalog;
  const views = (today: string) => viewsOf(owner, { tag, words, today });

  it("a certificate's expiry, and an expired one marked as such", () => {
    const [expired, valid] = owner.certificates;
    const shown = views('2026-11-27').certificates;
    const date = (iso: string) =>
      viewsOf(
        { ...owner, publications: [{ ...owner.publications[0]!, date: iso }] },
        { tag, words },
      ).publications[0]!.date!;
    expect(detailsOf(shown[0]!)).toEqual([
      expired!.issuer,
      fillIn(words.certificateExpired, { date: date(expired!.expires!) }),
    ]);
    expect(detailsOf(shown[1]!)).toEqual([
      valid!.issuer,
      fillIn(words.certificateValidUntil, { date: date(valid!.expires!) }),
    ]);
    // Valid through the month it expires in.
    expect(detailsOf(views('2024-04-30').certificates[0]!)).toContain(
      fillIn(words.certificateValidUntil, { date: date(expired!.expires!) }),
    );
  });

  it('an entry with no picture shows none, and one with a picture shows it', () => {
    const [withPicture] = owner.experience;
    const without = { ...withPicture!, image: undefined, alt: undefined };
    const shown = viewsOf({ ...owner, experience: [withPicture!, without] }, { tag, words });
    expect(shown.experience[0]!.image?.src).toBe(withPicture!.image);
    expect(shown.experience[1]).not.toHaveProperty('image');
  });

  it("a degree's notes", () => {
    const [degree] = owner.education;
    expect(views('2026-11-27').education[0]!.paragraphs).toContain(degree!.notes);
  });
});
