/** An answer of the fake editor's server: a status and a body (JSON unless a text is given). */
export interface FakeAnswer {
  status?: number;
  json?: unknown;
  text?: string;
}

/** A request the page made: its path and its JSON body. */
export interface Asked {
  path: string;
  body: unknown;
}

type Route = (asked: Asked) => FakeAnswer | Promise<FakeAnswer> | 'unreachable';

/**
 * The editor's server as the page's `fetch` meets it, answering each path by the first route whose
 * path it starts with; 'unreachable' is a server stopped (fetch rejects, as the browser's does).
 */
export function fakeServer(routes: Record<string, Route>) {
  const asked: Asked[] = [];
  window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const sent = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    asked.push({ path, body: sent });
    const route = Object.entries(routes).find(([start]) => path.startsWith(start))?.[1];
    const answer = route ? await route({ path, body: sent }) : { status: 404, text: 'Not found' };
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => answer.text ?? JSON.stringify(answer.json),
      json: async () => JSON.parse(answer.text ?? JSON.stringify(answer.json)) as unknown,
    } as Response;
  });
  return { asked };
}
