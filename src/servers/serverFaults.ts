/**
 * What the project's servers (the preview, the editor's) do when a request or the port goes
 * wrong: one request's fault is that request's answer, and the server serves on; a port taken is
 * one line with the fix.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** A fault of the request itself, answered with its status rather than as the server's (500). */
export class RequestProblem extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** How a server answers a problem: as text unless it answers in JSON. */
export type SendProblem = (
  response: ServerResponse,
  status: number,
  problem: string,
  headers: Record<string, string>,
) => void;

const sendText: SendProblem = (response, status, problem, headers) =>
  response
    .writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers })
    .end(problem);

/** An address that `new URL` or `decodeURIComponent` cannot read (a bare `%`, `%E0`). */
const isMalformedAddress = (error: unknown) =>
  error instanceof URIError ||
  (error instanceof TypeError && (error as NodeJS.ErrnoException).code === 'ERR_INVALID_URL');

/** The request's fault in it, if it is one. */
function requestProblemOf(request: IncomingMessage, error: unknown): RequestProblem | null {
  if (error instanceof RequestProblem) return error;
  if (isMalformedAddress(error))
    return new RequestProblem(
      `${request.url} is not an address this server reads: an escape in it (%) decodes to nothing`,
    );
  return null;
}

/**
 * `answer`, whatever it throws or rejects with: a request's fault is its status (a malformed
 * address 400), anything else 500 and printed with its stack; the process serves on.
 */
export function answeringEveryRequest(
  answer: (request: IncomingMessage, response: ServerResponse) => unknown,
  sendProblem: SendProblem = sendText,
): RequestListener {
  return (request, response) => {
    const fail = (error: unknown) => {
      const problem = requestProblemOf(request, error);
      if (!problem) console.error(`${request.method} ${request.url} failed:`, error);
      // An answer already begun cannot change its status: it is cut short instead.
      if (response.headersSent) {
        response.destroy();
        return;
      }
      const message =
        problem?.message ??
        `The server failed on this request (${error instanceof Error ? error.message : String(error)}): its terminal shows where.`;
      sendProblem(response, problem?.status ?? 500, message, problem?.headers ?? {});
    };
    try {
      Promise.resolve(answer(request, response)).catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

/** Why a server could not listen, in one line; a port in use with how to choose another. */
export function listenProblem(error: NodeJS.ErrnoException, port: number, command: string): string {
  return error.code === 'EADDRINUSE'
    ? `port ${port} is in use: set PORT to another, such as PORT=${port + 1} ${command}`
    : error.message;
}
