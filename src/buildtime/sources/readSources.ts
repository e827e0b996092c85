import fs from 'node:fs';
import path from 'node:path';
import { projectPaths } from '../settings/projectPaths';
import { feedPosts, type Post } from './feeds';
import type { OwnerSources } from '../../content/ownerContent';
import { repositoriesOf, type GithubAccess, type Repository } from './github';

/** What the sources gave, or null where none answered and nothing was kept; and what to say. */
export interface SourcesRead {
  repositories: Repository[] | null;
  posts: Post[] | null;
  /** One line per source that failed, naming it, the failure and what the build does. */
  lines: string[];
}

/** Where the last good answer of each source is kept: the deploy restores it with the others. */
export const lastGoodAnswersFile = path.join(
  projectPaths.root,
  'node_modules/.cache/sources/last-good.json',
);

/** How the lines name the GitHub source, and the key of its kept answer. */
const githubSourceName = (github: NonNullable<OwnerSources['github']>) =>
  typeof github === 'string'
    ? `GitHub user ${github}`
    : `GitHub repositories ${github.repositories.map((name) => `${github.user}/${name}`).join(', ')}`;

type LastGood = Record<string, { at: string; answer: unknown }>;

const readLastGood = (file: string): LastGood => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LastGood;
  } catch {
    return {};
  }
};

/**
 * Asks every source at once, each within `timeoutMs`. A source that fails (no answer, a 403 or
 * 429, a feed that does not parse) gives its last good answer, kept from an earlier build, with
 * a line that says so; without one it gives nothing, and the line says what is left out. A
 * failure never stops the build. Only the answers are kept, never a request's headers.
 */
export async function readSources(
  sources: OwnerSources,
  githubAccess: GithubAccess,
  { timeoutMs = 8000, keptIn = lastGoodAnswersFile } = {},
): Promise<SourcesRead> {
  const kept = readLastGood(keptIn);
  // Each source's answer, and the line about it when it failed, in the content's order.
  const ask = async <T>(
    name: string,
    leftOut: string,
    fetchAnswer: () => Promise<T>,
  ): Promise<{ answer: T | null; line?: string }> => {
    try {
      const answer = await fetchAnswer();
      kept[name] = { at: new Date().toISOString(), answer };
      return { answer };
    } catch (error) {
      const why = (error as Error).message;
      const last = kept[name];
      return last
        ? {
            answer: last.answer as T,
            line: `${name} ${why}: this build uses its answer of ${last.at.slice(0, 10)}.`,
          }
        : { answer: null, line: `${name} ${why}, and no earlier answer is kept: ${leftOut}.` };
    }
  };
  const [github, ...feeds] = await Promise.all([
    sources.github
      ? ask(githubSourceName(sources.github), 'the projects show no stars', () =>
          repositoriesOf(sources.github!, githubAccess, { timeoutMs }),
        )
      : { answer: null, line: undefined },
    ...(sources.feeds ?? []).map((address) =>
      ask(`The feed ${address}`, 'its posts are left out', () => feedPosts(address, { timeoutMs })),
    ),
  ]);
  const lines = [github!, ...feeds].flatMap(({ line }) => (line ? [line] : []));
  const repositories = github!.answer;
  fs.mkdirSync(path.dirname(keptIn), { recursive: true });
  fs.writeFileSync(keptIn, JSON.stringify(kept, null, 2));
  const answered = feeds.flatMap(({ answer }) => (answer ? [answer] : []));
  const posts =
    answered.length > 0
      ? answered.flat().sort((a, b) => (b.published ?? '').localeCompare(a.published ?? ''))
      : null;
  if ((sources.feeds ?? []).length > 0 && posts === null)
    lines.push('No feed answered and none was kept: the page has no Writing section.');
  return { repositories, posts, lines };
}
