import { formattingLocale } from '../content/languages';
import type { Project, SiteContent } from '../../content/types';
import { fillIn, type Catalog } from '../../i18n/words';
import { showDate } from '../content/dates';
import type { OwnerSources } from '../../content/ownerContent';
import { chosenFullNames, type Repository } from './github';

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

/**
 * A line for each chosen repository that no project links to, with the fix: its stars would show
 * nowhere. None when the content names a user's repositories, which are many and need no project.
 */
export function unlinkedChosenLines(
  github: OwnerSources['github'],
  projects: Pick<Project, 'links'>[],
): string[] {
  if (typeof github !== 'object') return [];
  const linked = new Set(
    projects.flatMap(({ links }) => links.map(({ href }) => githubRepositoryOf(href))),
  );
  return chosenFullNames(github)
    .filter((fullName) => !linked.has(fullName.toLowerCase()))
    .map(
      (fullName) =>
        `"sources.github.repositories" names ${fullName}, which no project links to, so its ` +
        `stars show nowhere: add https://github.com/${fullName} to a project's "links", or leave it out.`,
    );
}

/** "42 stars" in the content's language: its digits, and the plural its words give the count. */
function starsText(stars: number, tag: string, words: Pick<Catalog, 'repositoryStars'>): string {
  const category = new Intl.PluralRules(tag).select(stars);
  const text = words.repositoryStars[category] ?? words.repositoryStars.other;
  return fillIn(text, { count: new Intl.NumberFormat(formattingLocale(tag)).format(stars) });
}

/**
 * The content with each project's repository (stars, main language, last activity) among the
 * details its card and the PDF show after the project's own, the stars linking to the repository.
 */
export function withRepositoryFacts(
  content: SiteContent,
  words: Catalog,
  repositories: Repository[],
): SiteContent {
  const { tag } = content.language;
  const found = projectRepositories(content.owner.projects, repositories);
  const projects = content.entries.projects.map((view) => {
    const repository = found[view.id];
    if (!repository) return view;
    const facts = [
      { text: starsText(repository.stars, tag, words), href: repository.url },
      ...(repository.language ? [{ text: repository.language }] : []),
      {
        text: fillIn(words.repositoryUpdated, {
          date: showDate(tag, repository.pushedAt.slice(0, 10))!,
        }),
      },
    ];
    return { ...view, details: [...view.details, ...facts] };
  });
  return { ...content, entries: { ...content.entries, projects } };
}
