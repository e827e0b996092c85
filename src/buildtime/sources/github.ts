import type { OwnerSources } from '../../content/ownerContent';
import { requestText, SourceFailure, type RequestOptions } from './sourceRequest';

/** A repository as a project card shows it. */
export interface Repository {
  /** owner/name, as GitHub spells it. */
  fullName: string;
  url: string;
  stars: number;
  /** Its main language, as GitHub detects it. */
  language: string | null;
  /** When it last changed (ISO 8601). */
  pushedAt: string;
}

/** GitHub's REST API, unless GITHUB_API_ORIGIN names another (a stand-in). */
export const defaultGithubApiOrigin = 'https://api.github.com';

/** Where GitHub is asked, and with what token (GITHUB_TOKEN), if any. */
export interface GithubAccess {
  apiOrigin: string;
  token: string | null;
}

interface RepositoryAnswer {
  full_name: string;
  html_url: string;
  stargazers_count: number;
  language: string | null;
  pushed_at: string;
  fork: boolean;
}

const asRepository = (answer: RepositoryAnswer): Repository => ({
  fullName: answer.full_name,
  url: answer.html_url,
  stars: answer.stargazers_count,
  language: answer.language,
  pushedAt: answer.pushed_at,
});

/** GitHub's JSON answer at this path. */
async function askGithub(
  path: string,
  access: GithubAccess,
  { timeoutMs }: Pick<RequestOptions, 'timeoutMs'>,
): Promise<unknown> {
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    ...(access.token && { authorization: `Bearer ${access.token}` }),
  };
  let text: string;
  try {
    text = await requestText(new URL(path, access.apiOrigin).href, { timeoutMs, headers });
  } catch (error) {
    if (error instanceof SourceFailure && error.rateLimited && !access.token)
      throw new SourceFailure(`${error.message} (GITHUB_TOKEN raises GitHub's limit)`, {
        rateLimited: true,
        status: error.status,
      });
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new SourceFailure('answered with something other than JSON');
  }
}

/** The most GitHub lists at once. */
const pageSize = 100;
/**
 * Ten pages, a thousand repositories: more than almost anyone's own, in at most 10 of the 60
 * requests an hour GitHub allows without a token. An owner with more chooses theirs.
 */
const mostPages = 10;

/** A user's public repositories of their own, page by page, the most recently pushed first. */
async function ownRepositories(
  user: string,
  access: GithubAccess,
  options: Pick<RequestOptions, 'timeoutMs'>,
): Promise<RepositoryAnswer[]> {
  const listed: RepositoryAnswer[] = [];
  for (let page = 1; page <= mostPages; page += 1) {
    const query = new URLSearchParams({
      per_page: String(pageSize),
      page: String(page),
      sort: 'pushed',
      type: 'owner',
    });
    const answers = await askGithub(
      `/users/${encodeURIComponent(user)}/repos?${query}`,
      access,
      options,
    );
    if (!Array.isArray(answers))
      throw new SourceFailure('answered with something other than a list of repositories');
    listed.push(...(answers as RepositoryAnswer[]));
    if (answers.length < pageSize) break;
  }
  return listed;
}

/** owner/name of each chosen repository: the user's, unless it names its owner. */
export const chosenFullNames = ({ user, repositories }: { user: string; repositories: string[] }) =>
  repositories.map((name) => (name.includes('/') ? name : `${user}/${name}`));

/** What GitHub gave for the content's names, and the chosen repositories it knows no longer. */
export interface GithubAnswer {
  repositories: Repository[];
  /** owner/name of each chosen repository GitHub answered 404 for: private, deleted or misspelled. */
  notFound: string[];
}

/**
 * The repositories the content names: a user's public repositories of their own (no forks, the
 * most recently pushed first), or the ones chosen, in the owner's order. A chosen repository
 * GitHub does not know is left out and named, and the others are still given.
 */
export async function repositoriesOf(
  github: NonNullable<OwnerSources['github']>,
  access: GithubAccess,
  options: Pick<RequestOptions, 'timeoutMs'>,
): Promise<GithubAnswer> {
  if (typeof github === 'string') {
    const own = await ownRepositories(github, access, options);
    return { repositories: own.filter((answer) => !answer.fork).map(asRepository), notFound: [] };
  }
  const answers = await Promise.all(
    chosenFullNames(github).map(async (fullName) => {
      const [owner, name] = fullName.split('/').map(encodeURIComponent);
      try {
        return asRepository(
          (await askGithub(`/repos/${owner}/${name}`, access, options)) as RepositoryAnswer,
        );
      } catch (error) {
        if (error instanceof SourceFailure && error.status === 404) return fullName;
        throw error;
      }
    }),
  );
  return {
    repositories: answers.filter((answer) => typeof answer !== 'string'),
    notFound: answers.filter((answer) => typeof answer === 'string'),
  };
}
