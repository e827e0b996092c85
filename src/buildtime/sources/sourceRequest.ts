/** Why a source gave nothing usable, as the build's line about it says it. */
export class SourceFailure extends Error {
  /** It answered 429, or 403 with none of its rate limit left. */
  readonly rateLimited: boolean;
  /** The HTTP status it answered with, if it answered. */
  readonly status: number | null;

  constructor(message: string, { rateLimited = false, status = null as number | null } = {}) {
    super(message);
    this.rateLimited = rateLimited;
    this.status = status;
  }
}

/** What every request to a source is given: a time limit, and headers (a token) it never logs. */
export interface RequestOptions {
  timeoutMs: number;
  headers?: Record<string, string>;
}

/** The time a rate limit ends, from GitHub's `x-ratelimit-reset` (seconds since 1970). */
function rateLimitEnd(headers: Headers): string {
  const reset = Number(headers.get('x-ratelimit-reset'));
  const retryAfter = Number(headers.get('retry-after'));
  const at =
    reset > 0
      ? new Date(reset * 1000)
      : retryAfter > 0
        ? new Date(Date.now() + retryAfter * 1000)
        : null;
  return at ? `; it ends at ${at.toISOString().slice(11, 16)} UTC` : '';
}

/**
 * The text at this address, with the platform's fetch. Throws a SourceFailure that says why not,
 * in words for the owner: timed out, rate limited (403 or 429, and until when), another status,
 * or not reached at all. The error never holds the request's headers.
 */
export async function requestText(
  url: string,
  { timeoutMs, headers }: RequestOptions,
): Promise<string> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    // The time limit holds for the body too: a source may send its headers and then stall.
    text = await response.text();
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new SourceFailure(`gave no answer within ${timeoutMs / 1000} s`);
    const { cause } = error as { cause?: { code?: string; message?: string } };
    const why = cause?.code ?? cause?.message;
    throw new SourceFailure(`could not be reached${why ? ` (${why})` : ''}`);
  }
  if (response.ok) return text;
  const limited =
    response.status === 429 ||
    (response.status === 403 && response.headers.get('x-ratelimit-remaining') === '0');
  if (limited)
    throw new SourceFailure(
      `answered ${response.status}: rate limited${rateLimitEnd(response.headers)}`,
      { rateLimited: true, status: response.status },
    );
  throw new SourceFailure(`answered ${response.status} ${response.statusText}`.trim(), {
    status: response.status,
  });
}
