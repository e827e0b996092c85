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

/**
 * A user's public repositories that are their own (no forks), from GitHub's REST API: one
 * request for up to 100, the most recently pushed first.
 */
export async function userRepositories(
  user: string,
  access: GithubAccess,
  { timeoutMs }: Pick<RequestOptions, 'timeoutMs'>,
): Promise<Repository[]> {
  const url = new URL(`/users/${encodeURIComponent(user)}/repos`, access.apiOrigin);
  url.search = new URLSearchParams({ per_page: '100', sort: 'pushed', type: 'owner' }).toString();
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    ...(access.token && { authorization: `Bearer ${access.token}` }),
  };
  const text = await requestText(url.href, { timeoutMs, headers });
  let answers: unknown;
  try {
    answers = JSON.parse(text);
  } catch {
    throw new SourceFailure('answered with something other than JSON');
  }
  if (!Array.isArray(answers))
    throw new SourceFailure('answered with something other than a list of repositories');
  return (answers as RepositoryAnswer[]).filter((answer) => !answer.fork).map(asRepository);
}
