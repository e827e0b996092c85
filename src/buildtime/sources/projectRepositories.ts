import type { Project } from '../../content/types';
import type { Repository } from './github';

/** owner/name of an address of a GitHub repository (its page, or its clone address), lower-cased. */
export function githubRepositoryOf(href: string): string | null {
  const match = /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i.exec(href);
  return match ? `${match[1]}/${match[2]}`.toLowerCase() : null;
}

/**
 * Each project's repository, by the project's id: the first of its links that is a repository
 * GitHub answered for. Projects without one are not in it.
 */
export function projectRepositories(
  projects: Pick<Project, 'id' | 'links'>[],
  repositories: Repository[],
): Record<string, Repository> {
  const byName = new Map(
    repositories.map((repository) => [repository.fullName.toLowerCase(), repository]),
  );
  return Object.fromEntries(
    projects.flatMap(({ id, links }) => {
      const repository = links
        .map(({ href }) => byName.get(githubRepositoryOf(href) ?? ''))
        .find((found) => found !== undefined);
      return repository ? [[id, repository]] : [];
    }),
  );
}
