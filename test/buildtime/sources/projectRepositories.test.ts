/** @jest-environment node */
import type { Repository } from '../../../src/buildtime/sources/github';
import {
  githubRepositoryOf,
  projectRepositories,
} from '../../../src/buildtime/sources/projectRepositories';

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
