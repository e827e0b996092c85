/** @jest-environment node */
import { resolveContent } from '../../src/content/resolve';
import { findContentProblems, type OwnerContent } from '../../src/content/schema';
import samplePortfolio from '../fixtures/sample-portfolio.json';

/**
 * The specification's sample owner, shipped as the starting content: this checks the copy kept
 * here as a fixture, so it keeps passing once an owner has replaced src/content/portfolio.json.
 */
describe('the sample content matches the specification', () => {
  const sample = resolveContent(samplePortfolio as OwnerContent);

  it('passes the content schema', () => {
    expect(findContentProblems(samplePortfolio)).toEqual([]);
  });

  it('has six experiences, the incubation and negotiation roles sky and the rest green', () => {
    expect(sample.experience).toHaveLength(6);
    const colourOf = (pattern: RegExp) =>
      sample.experience.filter((entry) => pattern.test(entry.title)).map((entry) => entry.tagColor);
    expect(colourOf(/incubation|negotiation/i)).toEqual(['sky', 'sky']);
    expect(new Set(colourOf(/^(?!.*(incubation|negotiation))/i))).toEqual(new Set(['green']));
  });

  it('has the three awards of the specification', () => {
    expect(sample.awards.map(({ place, organiser, date }) => ({ place, organiser, date }))).toEqual(
      [
        {
          place: '1st place',
          organiser: expect.stringMatching(/industry.*iot/i),
          date: 'April 2024',
        },
        {
          place: '1st place',
          organiser: expect.stringMatching(/startup.*campus round/i),
          date: 'May 2024',
        },
        {
          place: '2nd place',
          organiser: expect.stringMatching(/smart tech exhibition/i),
          date: 'September 2024',
        },
      ],
    );
  });

  it('has the two degrees, each with a units list', () => {
    expect(sample.education.map(({ degree, duration }) => ({ degree, duration }))).toEqual([
      { degree: 'Bachelor of Computer Science', duration: '2020 – 2024' },
      { degree: 'Intermediate in Computer Science', duration: '2017 – 2019' },
    ]);
    for (const entry of sample.education) expect(entry.units.length).toBeGreaterThan(0);
  });

  it('has twelve projects in both categories, and the five skill groups', () => {
    expect(sample.projects).toHaveLength(12);
    expect(new Set(sample.projects.map((project) => project.category))).toEqual(
      new Set(['personal', 'forclients']),
    );
    expect(sample.about.skillGroups.map((group) => group.name)).toEqual([
      'Languages',
      'Frameworks',
      'Backend',
      'Databases',
      'Practices',
    ]);
  });
});
