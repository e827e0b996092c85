/** @jest-environment node */
import type { OwnerContent } from '../../../src/buildtime/content/schema';
import {
  matchByPosition,
  translateContent,
  translationOf,
  untranslatedByEntry,
  type Translation,
} from '../../../src/buildtime/content/translationFile';
import samplePortfolio from '../../../src/content/sample.json';
import { importedContent, ownerFixture } from '../../support/checkedContent';
import { listSectionKeys } from '../../../src/content/declarations';
import fullResume from '../../fixtures/full-resume/resume.json';
import fullResumeGerman from '../../fixtures/full-resume/resume.de.json';

const owner = ownerFixture(samplePortfolio);
const [firstJob] = owner.experience;

/** A translation of the sample into a language of the test's own, where every text is marked. */
function markedTranslation(): Translation {
  const texts = translationOf(owner);
  const mark = (value: unknown): unknown =>
    typeof value === 'string'
      ? `«${value}»`
      : Array.isArray(value)
        ? value.map(mark)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mark(item)]))
          : value;
  return { ...(mark(texts) as Translation), language: 'de' };
}

const translated = (raw: unknown) => {
  const result = translateContent(owner, raw);
  if ('problems' in result) throw new Error(result.problems.join('\n'));
  return result;
};

describe('content in another language', () => {
  it('takes every text from the translation, and ids, images, links, dates and tags from the default', () => {
    const { content, untranslated } = translated(markedTranslation());
    expect(untranslated).toEqual([]);
    expect(content.language).toBe('de');
    expect(content.profile.name).toBe(`«${owner.profile.name}»`);
    expect(content.profile.photo).toBe(owner.profile.photo);
    expect(content.experience[0]).toEqual({
      ...firstJob,
      alt: `«${firstJob!.alt}»`,
      title: `«${firstJob!.title}»`,
      company: `«${firstJob!.company}»`,
      ...(firstJob!.location && { location: `«${firstJob!.location}»` }),
      bullets: firstJob!.bullets.map((bullet) => `«${bullet}»`),
    });
    const project = content.projects.find((item) => item.links.length > 0)!;
    const original = owner.projects.find(({ id }) => id === project.id)!;
    expect(project.links).toEqual(
      original.links.map((link) => ({ ...link, text: `«${link.text}»` })),
    );
    expect(content.about.skillGroups.map(({ skills }) => skills)).toEqual(
      owner.about.skillGroups.map(({ skills }) => skills),
    );
  });

  it('shows a text left out in the default language, and says where', () => {
    const translation = markedTranslation();
    delete translation.experience![firstJob!.id]!.bullets;
    delete translation.about!.summary;
    const { content, untranslated } = translated(translation);
    expect(content.experience[0]!.bullets).toEqual(firstJob!.bullets);
    expect(content.about.summary).toBe(owner.about.summary);
    expect(untranslated).toEqual(['about.summary', `experience[${firstJob!.id}].bullets`]);
  });

  it('lists the untranslated texts one entry each, for the build to warn of', () => {
    const translation = markedTranslation();
    delete translation.experience![firstJob!.id]!.bullets;
    delete translation.experience![firstJob!.id]!.title;
    delete translation.about!.summary;
    expect(untranslatedByEntry(translated(translation).untranslated)).toEqual([
      'about (summary)',
      `experience[${firstJob!.id}] (title, bullets)`,
    ]);
  });

  it('has nothing to translate in an empty list, so leaving it out is no fallback', () => {
    const [firstProject] = owner.projects;
    const withoutLinks = {
      ...owner,
      projects: [{ ...firstProject!, links: [] }, ...owner.projects.slice(1)],
    };
    const translation = markedTranslation();
    delete translation.projects![firstProject!.id]!.links;
    const result = translateContent(withoutLinks, translation);
    expect(result).toHaveProperty('untranslated', []);
  });

  it('names an entry the content has not, a text it has not, and a list of another length', () => {
    const translation = markedTranslation();
    translation.experience = { ...translation.experience, 'no-such-job': { title: 'Chef' } };
    translation.about!.skillGroups = ['Sprachen'];
    const withoutPlace = structuredClone(owner);
    const unplaced = withoutPlace.awards[0]!;
    delete unplaced.place;
    translation.awards![unplaced.id]!.place = '1. Platz';
    const result = translateContent(withoutPlace, translation);
    expect(result).toEqual({
      problems: [
        expect.stringMatching(/^experience\.no-such-job is no entry of portfolio\.json/),
        expect.stringMatching(
          new RegExp(
            `^about\\.skillGroups has 1 items and portfolio\\.json ${owner.about.skillGroups.length}`,
          ),
        ),
        `awards[${unplaced.id}].place: portfolio.json has none here to translate.`,
      ],
    });
  });

  it('refuses a field that is not a text, naming it', () => {
    const result = translateContent(owner, { language: 'de', profile: { photo: 'x.png' } });
    expect(result).toEqual({ problems: [expect.stringContaining('"photo"')] });
  });
});

describe('a translation from the same resume in another language', () => {
  /** The sample written "in another language": every entry renamed, its texts marked. */
  const rewritten = (): OwnerContent => {
    const other = structuredClone(owner);
    other.language = 'de';
    for (const section of ['experience', 'awards', 'education', 'projects'] as const) {
      for (const item of other[section]) item.id = `${item.id}-de`;
    }
    other.experience.forEach((job) => (job.title = `«${job.title}»`));
    other.projects.forEach((project) => (project.title = `«${project.title}»`));
    return other;
  };

  it('matches entries by position and names them by the default language ids', () => {
    const translation = matchByPosition(owner, rewritten());
    const { content } = translated(translation);
    expect(content.experience.map(({ id, title }) => [id, title])).toEqual(
      owner.experience.map(({ id, title }) => [id, `«${title}»`]),
    );
    expect(content.projects.map(({ title }) => title)).toEqual(
      owner.projects.map(({ title }) => `«${title}»`),
    );
  });

  it('refuses lists of other lengths, naming the list and both counts', () => {
    const other = rewritten();
    other.awards.pop();
    expect(matchByPosition(owner, other)).toEqual({
      problems: [
        `awards: the resume has ${owner.awards.length - 1} and portfolio.json ${owner.awards.length}. ` +
          'Entries are matched by position: give the resume the same entries, in the same order.',
      ],
    });
  });
});

describe('a whole résumé in two languages', () => {
  it('takes every text of every section from the other language, and leaves none out', () => {
    const [english, german] = [
      importedContent(fullResume, 'en'),
      importedContent(fullResumeGerman, 'de'),
    ];
    const translation = matchByPosition(english, german);
    if ('problems' in translation) throw new Error(translation.problems.join('\n'));
    const result = translateContent(english, translation);
    if ('problems' in result) throw new Error(result.problems.join('\n'));
    expect(result.untranslated).toEqual([]);
    // Entries keep the default language's ids: compare each section's texts in order.
    const texts = (content: OwnerContent) => {
      const { language: _language, ...byId } = translationOf(content);
      return Object.fromEntries(
        Object.entries(byId).map(([key, value]) => [
          key,
          (listSectionKeys as string[]).includes(key) ? Object.values(value ?? {}) : value,
        ]),
      );
    };
    expect(texts(result.content)).toEqual(texts(german));
  });
});
