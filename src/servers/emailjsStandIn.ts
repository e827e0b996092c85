import type { IncomingMessage, ServerResponse } from 'node:http';
import { emailjsSendPath } from '../lib/emailjs/settings';

const maxBodyBytes = 64 * 1024;

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Checks a send request body the way EmailJS does; returns the reason it is refused, or null. */
export function findSendBodyProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return 'The request body must be a JSON object.';
  const fields = body as Record<string, unknown>;
  if (!isNonEmptyString(fields.user_id)) return 'The public key (user_id) is required.';
  if (!isNonEmptyString(fields.service_id)) return 'The service ID (service_id) is required.';
  if (!isNonEmptyString(fields.template_id)) return 'The template ID (template_id) is required.';
  const params = fields.template_params;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    return 'The template params (template_params) must be an object.';
  }
  return null;
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        reject(new Error('The request body is too large.'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}

function describeMessage(params: Record<string, unknown>): string {
  const text = (key: string) => (typeof params[key] === 'string' ? params[key] : '');
  const company = text('company') ? ` (${text('company')})` : '';
  return `[emailjs stand-in] message from ${text('name')} <${text('email')}>${company}:\n  ${text('message').replace(/\n/g, '\n  ')}`;
}

/** How the stand-in answers one send, as a test scripts it. */
export type ScriptedAnswer =
  | { type: 'reply'; status: number; text: string }
  | { type: 'drop' } // the connection is cut before the answer is complete
  | { type: 'hang' }; // no answer, ever

/** Where tests script answers (POST) and read the recorded sends (GET). */
export const standInControlPath = '/__emailjs-stand-in';

const emailOf = (body: unknown): string | undefined => {
  const params = (body as { template_params?: { email?: unknown } } | null)?.template_params;
  return typeof params?.email === 'string' ? params.email : undefined;
};

/**
 * Answers POST /api/v1.0/email/send like EmailJS would, and prints each message it accepts.
 * Never shipped: used by both the dev server and the preview server, so `npm start` has a working contact form
 * without an EmailJS account. Tests script the next answers for a visitor's email address
 * (parallel tests use different addresses) and read back every send it received.
 */
export function createEmailjsStandIn(log: (line: string) => void = console.log) {
  const scripted = new Map<string, ScriptedAnswer[]>();
  const received: unknown[] = [];

  async function handleSend(request: IncomingMessage, response: ServerResponse) {
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request));
    } catch (error) {
      answer(response, 400, error instanceof SyntaxError ? 'The body is not JSON.' : String(error));
      return;
    }
    received.push(body);
    const next = scripted.get(emailOf(body) ?? '')?.shift();
    if (next?.type === 'drop') {
      // Cut after the headers: a browser retries a POST whose reused connection fails before
      // any answer, which would hide the failure.
      response.writeHead(200, { 'Content-Length': '2' });
      response.flushHeaders();
      return void request.socket.destroy();
    }
    if (next?.type === 'hang') return;
    if (next) return answer(response, next.status, next.text);

    const problem = findSendBodyProblem(body);
    if (problem) {
      log(`[emailjs stand-in] refused a message: ${problem}`);
      answer(response, 400, problem);
      return;
    }
    log(describeMessage((body as { template_params: Record<string, unknown> }).template_params));
    answer(response, 200, 'OK');
  }

  async function handleControl(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '', 'http://localhost');
    if (request.method === 'GET') {
      const email = url.searchParams.get('email');
      const sends = email === null ? received : received.filter((body) => emailOf(body) === email);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(sends));
      return;
    }
    const { email, answers } = JSON.parse(await readBody(request)) as {
      email: string;
      answers: ScriptedAnswer[];
    };
    scripted.set(email, [...(scripted.get(email) ?? []), ...answers]);
    response.writeHead(204).end();
  }

  /** Handles the request and returns true when it is the stand-in's; false leaves it alone. */
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const pathname = new URL(request.url ?? '', 'http://localhost').pathname;
    if (request.method === 'POST' && pathname === emailjsSendPath) {
      void handleSend(request, response);
      return true;
    }
    if (pathname === standInControlPath) {
      handleControl(request, response).catch((error: unknown) =>
        answer(response, 400, `Bad stand-in control request: ${String(error)}`),
      );
      return true;
    }
    return false;
  };
}
