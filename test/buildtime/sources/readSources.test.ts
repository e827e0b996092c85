/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { keptSources, readSources } from '../../../src/buildtime/sources/readSources';
import { defaultGithubApiOrigin } from '../../../src/buildtime/sources/github';
import { createSourcesStandIn, repositoryAnswer } from '../../../src/servers/sourcesStandIn';

const user = 'owner-of-this-test';
const token = 'ghp_a-token-only-this-test-knows';
const reposPath = `/users/${user}/repos`;

describe('what the owner does elsewhere, read at build time', () => {
  const standIn = createSourcesStandIn();
  let origin = '';
  let keptIn = '';
  const read = (options: { timeoutMs?: number } = {}) =>
    readSources(
      { github: user, feeds: [`${origin}/feed.xml`] },
      { apiOrigin: origin, token },
      { keptIn, timeoutMs: options.timeoutMs ?? 2000 },
    );

  beforeAll(async () => {
    origin = await standIn.listen();
  });
  beforeEach(() => {
    keptIn = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sources-')), 'last-good.json');
  });
  afterAll(() => standIn.close());

  it('gives the owner’s own repositories and the feed’s posts, newest first, titles as plain text', async () => {
    const { repositories, posts, lines } = await read();
    expect(lines).toEqual([]);
    expect(repositories!.map(({ fullName, stars }) => [fullName, stars])).toEqual([
      [`${user}/portfolio`, 42],
      [`${user}/vision-line`, 7],
    ]);
    expect(posts!.map(({ title }) => title)).toEqual([
      'Shipping fast pages',
      'Evaluating retrieval, step by step',
    ]);
    expect(posts![0]).toMatchObject({ source: 'Notes from the stand-in', language: 'en' });
  });

  it('gives the repositories chosen, the owner’s and others’, in the owner’s order', async () => {
    const { repositories, lines } = await readSources(
      { github: { user, repositories: ['second-choice', 'an-org/first-choice'] } },
      { apiOrigin: origin, token: null },
      { keptIn, timeoutMs: 2000 },
    );
    expect(lines).toEqual([]);
    expect(repositories!.map(({ fullName }) => fullName)).toEqual([
      `${user}/second-choice`,
      'an-org/first-choice',
    ]);
  });

  it('names a chosen repository GitHub does not know, and still gives the others', async () => {
    standIn.script(`/repos/${user}/misspelt`, { status: 404, body: '{"message":"Not Found"}' });
    const { repositories, lines } = await readSources(
      { github: { user, repositories: ['misspelt', 'an-org/kept'] } },
      { apiOrigin: origin, token: null },
      { keptIn, timeoutMs: 2000 },
    );
    expect(repositories!.map(({ fullName }) => fullName)).toEqual(['an-org/kept']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`GitHub repository ${user}/misspelt at ${origin} answered 404`);
    expect(lines[0]).toContain('sources.github.repositories');
  });

  it('sends the token to GitHub only, and keeps it in no file and no line', async () => {
    standIn.script(reposPath, { status: 500, body: token });
    const { lines } = await read();
    const asked = standIn.requests.filter((request) => request.path === reposPath);
    expect(asked.at(-1)!.authorization).toBe(`Bearer ${token}`);
    expect(
      standIn.requests.filter((r) => r.path === '/feed.xml').every((r) => !r.authorization),
    ).toBe(true);
    expect(lines.join('\n')).not.toContain(token);
    await read();
    expect(fs.readFileSync(keptIn, 'utf8')).not.toContain(token);
  });

  it.each([
    [
      403,
      { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1800000000' },
      /answered 403: rate limited; it ends at 08:00 UTC/,
    ],
    [429, { 'retry-after': '60' }, /answered 429: rate limited; it ends at/],
    [502, {}, /answered 502/],
  ])(
    'after a %i, uses the last good answer and says so in one line',
    async (status, headers, why) => {
      const good = await read();
      standIn.script(reposPath, { status, headers, body: '{"message":"no"}' });
      const { repositories, lines } = await read();
      expect(repositories).toEqual(good.repositories);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^GitHub user ${user} at ${origin} `));
      expect(lines[0]).toMatch(why);
      expect(lines[0]).toMatch(/this build uses its answer of \d{4}-\d\d-\d\d\.$/);
    },
  );

  it('lists every page of the owner’s repositories, not only the newest hundred', async () => {
    const listed = (names: string[]) => ({
      status: 200,
      body: JSON.stringify(names.map((name) => repositoryAnswer(user, name, 1, null))),
    });
    const firstHundred = Array.from({ length: 100 }, (_, index) => `recent-${index}`);
    standIn.script(reposPath, listed(firstHundred), listed(['oldest']));
    const askedBefore = standIn.requests.length;
    const { repositories, lines } = await read();
    expect(lines).toEqual([]);
    expect(repositories!.map(({ fullName }) => fullName)).toEqual(
      [...firstHundred, 'oldest'].map((name) => `${user}/${name}`),
    );
    const pages = standIn.requests
      .slice(askedBefore)
      .filter((request) => request.path === reposPath)
      .map(({ query }) => query.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('points to GITHUB_TOKEN when GitHub, asked without one, limits the build, and only then', async () => {
    const limited = { status: 429, headers: { 'retry-after': '60' }, body: '' };
    const linesWhenLimited = async (token: string | null) => {
      standIn.script(reposPath, limited);
      standIn.script('/feed.xml', limited);
      const { lines } = await readSources(
        { github: user, feeds: [`${origin}/feed.xml`] },
        { apiOrigin: origin, token },
        { keptIn, timeoutMs: 2000 },
      );
      return lines.filter((line) => line.includes('rate limited'));
    };
    const [github, feed] = await linesWhenLimited(null);
    expect(github).toMatch(/^GitHub user .*\(GITHUB_TOKEN raises GitHub's limit\)/);
    expect(feed).toMatch(/^The feed /);
    expect(feed).not.toContain('GITHUB_TOKEN');
    const withToken = await linesWhenLimited(token);
    expect(withToken).toHaveLength(2);
    expect(withToken.join('\n')).not.toContain('GITHUB_TOKEN');
  });

  it('lists a post cross-posted to two feeds once, newest first across the feeds', async () => {
    const atom = (entries: [string, string][]) =>
      `<feed xmlns="http://www.w3.org/2005/Atom"><title>A blog</title>${entries
        .map(
          ([title, updated]) =>
            `<entry><title>${title}</title><link href="https://blog.example/${updated}"/><updated>${updated}T08:00:00Z</updated></entry>`,
        )
        .join('')}</feed>`;
    standIn.script('/first.xml', {
      status: 200,
      body: atom([
        ['Same post', '2026-05-01'],
        ['Older', '2026-01-01'],
      ]),
    });
    standIn.script('/second.xml', { status: 200, body: atom([['Same Post', '2026-05-03']]) });
    const { posts } = await readSources(
      { feeds: [`${origin}/first.xml`, `${origin}/second.xml`] },
      { apiOrigin: origin, token: null },
      { keptIn, timeoutMs: 2000 },
    );
    expect(posts!.map(({ title, published }) => [title, published!.slice(0, 10)])).toEqual([
      ['Same Post', '2026-05-03'],
      ['Older', '2026-01-01'],
    ]);
  });

  it('tells, without asking again, what the last build used: fresh answers and kept ones', async () => {
    const sources = { github: user, feeds: [`${origin}/feed.xml`] };
    const { lines: _fresh, ...used } = await read();
    expect(keptSources(sources, { apiOrigin: origin }, keptIn)).toEqual(used);
    standIn.script(reposPath, { status: 502, body: 'Bad Gateway' });
    standIn.script('/feed.xml', { status: 502, body: 'Bad Gateway' });
    const { lines, ...fromKept } = await read();
    expect(lines).toHaveLength(2);
    expect(fromKept).toEqual(used);
    expect(keptSources(sources, { apiOrigin: origin }, keptIn)).toEqual(used);
  });

  it('never gives a stand-in’s answer in GitHub’s place, and keeps nothing when told not to', async () => {
    const sources = { github: user };
    await read();
    expect(keptSources(sources, { apiOrigin: origin }, keptIn).repositories).not.toBeNull();
    expect(
      keptSources(sources, { apiOrigin: defaultGithubApiOrigin }, keptIn).repositories,
    ).toBeNull();

    const untouched = path.join(path.dirname(keptIn), 'not-kept.json');
    await readSources(
      sources,
      { apiOrigin: origin, token: null },
      { keptIn: untouched, keep: false },
    );
    expect(fs.existsSync(untouched)).toBe(false);
  });

  it('forgets the kept answer of a source no longer named once it is 90 days old', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const feedNamed = `${origin}/feed.xml`;
    fs.writeFileSync(
      keptIn,
      JSON.stringify({
        'The feed https://gone.example/feed.xml': { at: daysAgo(91), answer: [] },
        'The feed https://lately.example/feed.xml': { at: daysAgo(89), answer: [] },
        [`The feed ${feedNamed}`]: { at: daysAgo(400), answer: [] },
      }),
    );
    standIn.script('/feed.xml', { status: 502, body: 'Bad Gateway' });
    await readSources({ feeds: [feedNamed] }, { apiOrigin: origin, token: null }, { keptIn });
    expect(Object.keys(JSON.parse(fs.readFileSync(keptIn, 'utf8')))).toEqual([
      'The feed https://lately.example/feed.xml',
      `The feed ${feedNamed}`,
    ]);
  });

  it('gives up on a source that does not answer in time, and on a feed that does not parse', async () => {
    standIn.script(reposPath, 'hang');
    standIn.script('/feed.xml', { status: 200, body: '<html><body>Not a feed</body></html>' });
    const { repositories, posts, lines } = await read({ timeoutMs: 300 });
    expect(repositories).toBeNull();
    expect(posts).toBeNull();
    expect(lines).toEqual([
      `GitHub user ${user} at ${origin} gave no answer within 0.3 s, and no earlier answer is kept: the projects show no stars.`,
      `The feed ${origin}/feed.xml sent something that is not an RSS or Atom feed, and no earlier answer is kept: its posts are left out.`,
      'No feed answered and none was kept: the page has no Writing section.',
    ]);
  });

  it('gives up on a feed that sends its headers and then nothing, in the same words', async () => {
    const stalling = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/atom+xml' });
      response.write('<feed xmlns="http://www.w3.org/2005/Atom">');
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(stalling.address() as AddressInfo).port}/feed.xml`;
    const { lines } = await readSources(
      { feeds: [address] },
      { apiOrigin: origin, token: null },
      { keptIn, timeoutMs: 300 },
    );
    stalling.closeAllConnections();
    stalling.close();
    expect(lines[0]).toBe(
      `The feed ${address} gave no answer within 0.3 s, and no earlier answer is kept: its posts are left out.`,
    );
  });

  it('builds on from nothing when no source can be reached', async () => {
    // Port 0 is never listened on: a port closed here could be another server's by the time it
    // is asked.
    const gone = 'http://127.0.0.1:0';
    const { repositories, posts, lines } = await readSources(
      { github: user, feeds: [`${gone}/feed.xml`] },
      { apiOrigin: gone, token: null },
      { keptIn, timeoutMs: 2000 },
    );
    expect([repositories, posts]).toEqual([null, null]);
    expect(lines[0]).toMatch(/could not be reached \(ECONNREFUSED\)/);
  });
});
