import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers a path, as a test scripts it. */
export type SourceAnswer =
  { status: number; body: string; headers?: Record<string, string> } | 'hang'; // no answer, ever

/** A repository as GitHub's REST API lists it (the fields the build reads, and `fork`). */
export const repositoryAnswer = (
  user: string,
  name: string,
  stars: number,
  language: string | null,
  fork = false,
) => ({
  full_name: `${user}/${name}`,
  html_url: `https://github.com/${user}/${name}`,
  stargazers_count: stars,
  language,
  pushed_at: '2026-10-01T12:00:00Z',
  fork,
});

/** An Atom feed with a post whose title holds HTML, which must show as text. */
const sampleFeed = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
  <title>Notes from the stand-in</title>
  <link href="https://blog.example/"/>
  <entry><title type="html">Shipping &lt;em&gt;fast&lt;/em&gt; pages</title>
    <link href="https://blog.example/fast-pages"/><updated>2026-09-14T08:00:00Z</updated></entry>
  <entry><title>Evaluating retrieval, step by step</title>
    <link href="https://blog.example/evaluating-retrieval"/><updated>2026-06-02T08:00:00Z</updated></entry>
</feed>`;

/** The title of the RSS feed's post: text about an element, which must show as written. */
export const elementTitle = 'Why <dialog> beats a div';

/** An RSS 2.0 feed whose post's title looks like markup and is text (RSS titles are text). */
const rssFeed = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel>
  <title>Elements &amp; &lt;attributes&gt;</title>
  <link>https://elements.example/</link>
  <item><title>${elementTitle.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</title>
    <link>https://elements.example/dialog</link><pubDate>Tue, 20 Oct 2026 08:00:00 GMT</pubDate></item>
</channel></rss>`;

/**
 * Answers like GitHub's REST API (GET /users/:user/repos, GET /repos/:owner/:name), and serves a
 * feed (GET /feed.xml, Atom; GET /rss.xml, RSS) and a broken one (GET /malformed.xml), for builds and tests without the
 * network. Tests script a path's next answers (a 403 with its rate-limit headers, a 429,
 * malformed XML, no answer at all) and read what each request sent.
 */
export function createSourcesStandIn() {
  const scripted = new Map<string, SourceAnswer[]>();
  const requests: { path: string; query: URLSearchParams; authorization: string | undefined }[] =
    [];

  const defaultAnswer = (path: string): SourceAnswer => {
    const user = /^\/users\/([^/]+)\/repos$/.exec(path)?.[1];
    if (user)
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([
          repositoryAnswer(user, 'portfolio', 42, 'TypeScript'),
          repositoryAnswer(user, 'vision-line', 7, 'Python'),
          repositoryAnswer(user, 'someone-elses', 900, 'Go', true),
        ]),
      };
    const chosen = /^\/repos\/([^/]+)\/([^/]+)$/.exec(path);
    if (chosen)
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(repositoryAnswer(chosen[1]!, chosen[2]!, 3, 'Rust')),
      };
    if (path === '/feed.xml')
      return { status: 200, headers: { 'content-type': 'application/atom+xml' }, body: sampleFeed };
    if (path === '/rss.xml')
      return { status: 200, headers: { 'content-type': 'application/rss+xml' }, body: rssFeed };
    if (path === '/malformed.xml')
      return {
        status: 200,
        headers: { 'content-type': 'application/rss+xml' },
        body: '<rss><chan',
      };
    return { status: 404, body: 'Not Found' };
  };

  const server = http.createServer((request, response) => {
    const { pathname: path, searchParams: query } = new URL(request.url ?? '/', 'http://localhost');
    requests.push({ path, query, authorization: request.headers.authorization });
    const answer = scripted.get(path)?.shift() ?? defaultAnswer(path);
    if (answer === 'hang') return;
    response.writeHead(answer.status, answer.headers).end(answer.body);
  });

  return {
    /** Starts on the port (a free one unless told); resolves to its origin. Keeps no process alive. */
    listen: (port = 0) =>
      new Promise<string>((resolve) =>
        server
          .listen(port, '127.0.0.1', () =>
            resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
          )
          .unref(),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    /** The next answers for this path, in order; after them, the usual one. */
    script: (path: string, ...answers: SourceAnswer[]) =>
      scripted.set(path, [...(scripted.get(path) ?? []), ...answers]),
    requests,
  };
}

/**
 * For `npm start`: when GITHUB_API_ORIGIN is not set (in the environment or .env), a stand-in answers the build in GitHub's
 * place (as the EmailJS stand-in takes the contact form's messages); resolves to its origin, or
 * null when GitHub's address is set.
 */
export async function githubStandInUnlessSet(
  configured: string | undefined,
): Promise<string | null> {
  if (configured?.trim()) return null;
  process.env.GITHUB_API_ORIGIN = await createSourcesStandIn().listen();
  return process.env.GITHUB_API_ORIGIN;
}
