import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from '../atomicFiles';
import { projectPaths } from '../settings/projectPaths';
import type { Post } from './feeds';
import type { OwnerSources } from '../../content/ownerContent';
import {
  chosenFullNames,
  defaultGithubApiOrigin,
  repositoriesOf,
  type GithubAccess,
  type Repository,
} from './github';

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

/** What GitHub was asked for, with where, unless that is GitHub itself. */
const askedAt = (named: string, apiOrigin: string) =>
  apiOrigin === defaultGithubApiOrigin ? named : `${named} at ${apiOrigin}`;

/**
 * How the lines name the GitHub source, and the key of its kept answer: with where it was asked,
 * so that a stand-in's answer never stands in for GitHub's.
 */
const githubSourceName = (github: NonNullable<OwnerSources['github']>, apiOrigin: string) =>
  askedAt(
    typeof github === 'string'
      ? `GitHub user ${github}`
      : `GitHub repositories ${chosenFullNames(github).join(', ')}`,
    apiOrigin,
  );

/** The line of a chosen repository GitHub does not know, and the fix. */
const notFoundLine = (fullName: string, apiOrigin: string) =>
  `${askedAt(`GitHub repository ${fullName}`, apiOrigin)} answered 404: it is private, deleted ` +
  'or misspelled, and shows nowhere. Correct its name in "sources.github.repositories", or leave it out.';

type LastGood = Record<string, { at: string; answer: unknown }>;

/**
 * How long the answer of a source the content no longer names is kept. Not forgotten at once:
 * the browser suite builds its own owners in the same checkout, and the owner's answers must
 * outlast that.
 */
const unnamedKeptDays = 90;

/** The kept answers, less those of sources not asked now and not answered for a long time. */
function withoutLongUnnamed(kept: LastGood, asked: Set<string>): LastGood {
  const oldest = Date.now() - unnamedKeptDays * 24 * 60 * 60 * 1000;
  return Object.fromEntries(
    Object.entries(kept).filter(([name, { at }]) => asked.has(name) || Date.parse(at) >= oldest),
  );
}

const readLastGood = (file: string): LastGood => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LastGood;
  } catch {
    return {};
  }
};

const feedSourceName = (address: string) => `The feed ${address}`;

/** Posts newest first, a post cross-posted to several feeds (by its title) only once: its newest. */
function newestOnce(posts: Post[]): Post[] {
  const seen = new Set<string>();
  return posts
    .sort((a, b) => (b.published ?? '').localeCompare(a.published ?? ''))
    .filter(({ title }) => {
      const key = title.toLocaleLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** What the sources gave, as the build uses it: each source's newest answer kept. */
function fromKept(
  sources: OwnerSources,
  apiOrigin: string,
  kept: LastGood,
): Omit<SourcesRead, 'lines'> {
  const repositories = sources.github
    ? ((kept[githubSourceName(sources.github, apiOrigin)]?.answer as Repository[] | undefined) ??
      null)
    : null;
  const answered = (sources.feeds ?? []).flatMap(
    (address) => (kept[feedSourceName(address)]?.answer as Post[] | undefined) ?? [],
  );
  const anyFeedKept = (sources.feeds ?? []).some((address) => kept[feedSourceName(address)]);
  const posts = anyFeedKept ? newestOnce(answered) : null;
  return { repositories, posts };
}

/**
 * What the last build used of the sources, read from the answers it kept, without asking any:
 * the browser suite expects the page it built to show these.
 */
export const keptSources = (
  sources: OwnerSources,
  { apiOrigin }: Pick<GithubAccess, 'apiOrigin'>,
  keptIn = lastGoodAnswersFile,
) => fromKept(sources, apiOrigin, readLastGood(keptIn));

/**
 * Asks every source at once, each within `timeoutMs`. A source that fails (no answer, a 403 or
 * 429, a feed that does not parse) gives its last good answer, kept from an earlier build, with
 * a line that says so; without one it gives nothing, and the line says what is left out. A
 * failure never stops the build. Only the answers are kept, never a request's headers.
 */
export async function readSources(
  sources: OwnerSources,
  githubAccess: GithubAccess,
  {
    timeoutMs = 8000,
    keptIn = lastGoodAnswersFile,
    // False for `npm start`: what its stand-in says is not worth keeping.
    keep = true,
  } = {},
): Promise<SourcesRead> {
  const kept = readLastGood(keptIn);
  const asked = new Set<string>();
  // Asks one source, keeping its answer; a line when it failed.
  const ask = async (
    name: string,
    leftOut: string,
    fetchAnswer: () => Promise<unknown>,
  ): Promise<string | null> => {
    asked.add(name);
    try {
      kept[name] = { at: new Date().toISOString(), answer: await fetchAnswer() };
      return null;
    } catch (error) {
      const why = (error as Error).message;
      const last = kept[name];
      return last
        ? `${name} ${why}: this build uses its answer of ${last.at.slice(0, 10)}.`
        : `${name} ${why}, and no earlier answer is kept: ${leftOut}.`;
    }
  };
  const { github } = sources;
  const feeds = sources.feeds ?? [];
  const notFound: string[] = [];
  const failures = await Promise.all([
    github
      ? ask(
          githubSourceName(github, githubAccess.apiOrigin),
          'the projects show no stars',
          async () => {
            const answer = await repositoriesOf(github, githubAccess, { timeoutMs });
            notFound.push(...answer.notFound);
            return answer.repositories;
          },
        )
      : null,
    // The feed parser is loaded only by a build whose content names a feed.
    ...feeds.map((address) =>
      ask(feedSourceName(address), 'its posts are left out', async () =>
        (await import('./feeds')).feedPosts(address, { timeoutMs }),
      ),
    ),
  ]);
  if (keep) {
    fs.mkdirSync(path.dirname(keptIn), { recursive: true });
    writeFileAtomically(keptIn, JSON.stringify(withoutLongUnnamed(kept, asked), null, 2));
  }
  const read = fromKept(sources, githubAccess.apiOrigin, kept);
  const lines = [
    ...failures.filter((line) => line !== null),
    ...notFound.map((fullName) => notFoundLine(fullName, githubAccess.apiOrigin)),
  ];
  if (feeds.length > 0 && read.posts === null)
    lines.push('No feed answered and none was kept: the page has no Writing section.');
  return { ...read, lines };
}
