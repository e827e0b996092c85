/** @jest-environment node */
import { fromJsonResume } from '../../../src/buildtime/jsonResume/importResume';
import { toJsonResume } from '../../../src/buildtime/jsonResume/exportResume';
import type { JsonResume } from '../../../src/buildtime/jsonResume/format';
import { loadLanguage } from '../../../src/buildtime/content/languages';
import { headTags, profilePageJsonLd } from '../../../src/buildtime/siteFiles/siteFiles';
import { resumeLayouts } from '../../../src/content/constants';
import { sectionTitles } from '../../../src/content/declarations';
import { checkedFixture } from '../../support/checkedContent';
import { drawnResume } from '../../support/drawnResume';
import { readPdf } from '../../support/pdfReader';
import fixture from '../../fixtures/unnamed-fields.resume.json';

/**
 * A résumé of the test's own that leaves out what the import once filled with words of its own:
 * no label and no summary, a skill group with no name, an award with no title (and one with
 * nothing but a date), a job or volunteer role with neither organisation nor position, studies
 * with no school, degree or field, a language, a project, a certificate, a publication and an
 * interest with no name.
 */
const resume = fixture as JsonResume;
const language = loadLanguage('en');
if ('problems' in language) throw new Error(language.problems.join('\n'));
const { catalog } = language;

function imported() {
  const made = fromJsonResume(resume, () => false, { tag: 'en', catalog });
  if ('problems' in made) throw new Error(made.problems.join('\n'));
  return made;
}

/** Every string a JSON value holds. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];
const written = stringsOf(resume);

describe('an import of a résumé that leaves names and titles out', () => {
  it('writes no word of its own in their place: the fields are absent', () => {
    const { content } = imported();
    expect(content.profile).not.toHaveProperty('title');
    expect(content.profile).not.toHaveProperty('tagline');
    expect(content.about).not.toHaveProperty('summary');
    expect(content.about.skillGroups[0]).not.toHaveProperty('name');
    expect(content.awards[0]).not.toHaveProperty('title');
    expect(content.awards[0]!.organiser).toBe(resume.awards![0]!.awarder);
  });

  it('leaves out each entry with nothing to head it, and names it', () => {
    const { content, defaulted } = imported();
    expect(content.experience.map((job) => job.company)).toEqual([resume.work![0]!.name]);
    expect(content.awards).toHaveLength(1);
    expect(content.languages.map((entry) => entry.language)).toEqual([
      fixture.languages[0]!.language,
    ]);
    expect(content.projects.map((project) => project.title)).toEqual([resume.projects![0]!.name]);
    expect(content.education).toHaveLength(1);
    for (const key of ['volunteer', 'certificates', 'publications', 'interests'] as const)
      expect(content[key]).toEqual([]);
    expect(defaulted).toEqual(
      expect.arrayContaining([
        'work[1]: left out 1 entry with no name or position',
        'volunteer[0]: left out 1 entry with no organization or position',
        'education[1]: left out 1 entry with no studyType, area, or institution',
        'awards[1]: left out 1 entry with no title or awarder',
        'certificates[0]: left out 1 entry with no name',
        'publications[0]: left out 1 entry with no name',
        'languages[1]: left out 1 entry with no language',
        'interests[0]: left out 1 entry with no name',
        'projects[1]: left out 1 entry with no name',
        'basics.label: empty, so no title under your name (write one in profile.title)',
      ]),
    );
  });

  it('gives resume.json back without the fields the résumé left out', () => {
    const { content, words } = checkedFixture(imported().content);
    const resumeJson = toJsonResume(content, words, { siteUrl: null, pageUrl: null });
    expect(resumeJson.basics).not.toHaveProperty('label');
    expect(resumeJson.basics).not.toHaveProperty('summary');
    expect(JSON.parse(JSON.stringify(resumeJson.awards))).toEqual([resume.awards![0]]);
    expect(JSON.parse(JSON.stringify(resumeJson.skills))).toEqual(resume.skills);
  });

  it('heads the page with the name alone: <title>, link previews and JSON-LD', () => {
    const { content } = checkedFixture(imported().content);
    const address = { siteUrl: 'https://aino.example/', pageUrl: 'https://aino.example/' };
    const tags = headTags(content, address, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const { name } = resume.basics!;
    expect(tags).toContain(`<title>${name}</title>`);
    expect(tags).toContain(`<meta property="og:image:alt" content="${name}" />`);
    expect(tags).not.toMatch(/name="description"|og:description|undefined/);
    const person = JSON.parse(profilePageJsonLd(content, address)).mainEntity;
    expect(person).not.toHaveProperty('jobTitle');
    expect(person).not.toHaveProperty('description');
  });

  it.each(resumeLayouts)(
    '%s résumé: every heading is the résumé’s own text or a section’s, and nothing dangles',
    async (layout) => {
      const { pdf, words } = drawnResume(imported().content, { layout });
      const read = await readPdf(pdf);
      const sections = new Set([
        ...Object.values(sectionTitles).map((key) => words[key]),
        words.skillsTitle,
      ]);
      const headings = read.tagged.filter(({ role }) => /^H\d$/.test(role)).map(({ text }) => text);
      expect(headings.length).toBeGreaterThan(0);
      // A heading may join the résumé's texts ("MSc, Software Engineering"), but adds no word.
      const ownTexts = (heading: string) =>
        [...written]
          .sort((a, b) => b.length - a.length)
          .reduce((rest, given) => rest.split(given).join(''), heading)
          .replace(/[\p{P}\p{Z}]/gu, '') === '';
      for (const heading of headings)
        expect({ heading, own: sections.has(heading) || ownTexts(heading) }).toEqual({
          heading,
          own: true,
        });
      const text = read.runs.map((run) => run.text.trim());
      expect(text).not.toContain('');
      for (const run of text) expect(run).not.toMatch(/^[·—,]|[·—,]$|undefined/);
      // The first run after the name is the owner's contacts, not a title.
      const name = text.indexOf(resume.basics!.name!);
      expect(text[name + 1]).toBe(resume.basics!.email);
    },
  );
});
