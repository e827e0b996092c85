/** @jest-environment node */
import type { Repository } from '../../../src/buildtime/sources/github';
import {
  githubRepositoryOf,
  projectRepositories,
  unlinkedChosenLines,
  withRepositoryFacts,
} from '../../../src/buildtime/sources/projectRepositories';
import { showDate } from '../../../src/buildtime/content/dates';
import { fillIn } from '../../../src/i18n/words';
import { checkedFixture } from '../../support/checkedContent';
import samplePortfolio from '../../../src/content/sample.json';

const repository = (fullName: string, stars: number): Repository => ({
  fullName,
  url: `https://github.com/${fullName}`,
  stars,
  language: 'TypeScript',
  pushedAt: '2026-10-01T12:00:00Z',
});
const link = (href: string) => ({ text: 'Code', href, icon: 'code' as const });

describe('which project a repository belongs to', () => {
  it('reads owner/name from a repository’s page or clone address, and nothing else', () => {
    expect(githubRepositoryOf('https://github.com/Rowan/Portfolio')).toBe('rowan/portfolio');
    expect(githubRepositoryOf('https://github.com/rowan/portfolio.git')).toBe('rowan/portfolio');
    expect(githubRepositoryOf('https://github.com/rowan/portfolio/')).toBe('rowan/portfolio');
    expect(githubRepositoryOf('https://github.com/rowan')).toBeNull();
    expect(githubRepositoryOf('https://github.com/rowan/portfolio/issues')).toBeNull();
    expect(githubRepositoryOf('https://gitlab.com/rowan/portfolio')).toBeNull();
  });

  it('gives each project the first of its links that GitHub answered for', () => {
    const projects = [
      {
        id: 'site',
        links: [link('https://rowan.dev'), link('https://github.com/rowan/Portfolio')],
      },
      { id: 'talk', links: [link('https://youtube.com/watch?v=1')] },
      { id: 'gone', links: [link('https://github.com/rowan/deleted')] },
    ];
    const found = projectRepositories(projects, [repository('rowan/portfolio', 42)]);
    expect(Object.keys(found)).toEqual(['site']);
    expect(found.site!.stars).toBe(42);
  });
});

describe('a project card with its repository’s facts', () => {
  const withRepository = (language: string) =>
    checkedFixture({
      ...samplePortfolio,
      language,
      projects: samplePortfolio.projects.map((project, index) =>
        index === 0
          ? { ...project, links: [...project.links, link('https://github.com/rowan/portfolio')] }
          : project,
      ),
    });

  it.each([
    [1, 'one'],
    [3, 'few'],
    [5, 'many'],
  ] as const)('says %i stars with the Ukrainian words for that count', (stars, category) => {
    const { content, words } = withRepository('uk');
    const shown = withRepositoryFacts(content, words, [repository('rowan/portfolio', stars)]);
    const [first, ...others] = shown.entries.projects;
    const before = content.entries.projects[0]!.details;
    expect(first!.details.slice(0, before.length)).toEqual(before);
    expect(first!.details.slice(before.length)).toEqual([
      {
        text: fillIn(words.repositoryStars[category]!, { count: String(stars) }),
        href: 'https://github.com/rowan/portfolio',
      },
      { text: 'TypeScript' },
      { text: fillIn(words.repositoryUpdated, { date: showDate('uk', '2026-10-01')! }) },
    ]);
    expect(others).toEqual(content.entries.projects.slice(1));
  });

  it('names each chosen repository no project links to, with its address to add', () => {
    const projects = [
      { links: [link('https://github.com/rowan/Portfolio.git')] },
      { links: [link('https://github.com/an-org/tool')] },
    ];
    const github = {
      user: 'rowan',
      repositories: ['portfolio', 'an-org/tool', 'forgotten', 'an-org/other'],
    };
    const lines = unlinkedChosenLines(github, projects);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('rowan/forgotten');
    expect(lines[0]).toContain('https://github.com/rowan/forgotten');
    expect(lines[1]).toContain('https://github.com/an-org/other');
    expect(unlinkedChosenLines('rowan', projects)).toEqual([]);
    expect(unlinkedChosenLines(undefined, projects)).toEqual([]);
  });

  it('leaves every card as it was when no repository answered', () => {
    const { content, words } = withRepository('en');
    expect(withRepositoryFacts(content, words, []).entries).toEqual(content.entries);
  });
});
