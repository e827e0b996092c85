import type { IncomingMessage, ServerResponse } from 'node:http';

export const emailjsSendPath = '/api/v1.0/email/send';
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

function readBody(request: IncomingMessage): Promise<string> {
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

/**
 * Answers POST /api/v1.0/email/send like EmailJS would, and prints each message it accepts.
 * Used by both the dev server and the preview server, so `npm start` has a working contact form
 * without an EmailJS account.
 */
export async function handleEmailjsSend(
  request: IncomingMessage,
  response: ServerResponse,
  log: (line: string) => void = console.log,
): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(await readBody(request));
  } catch (error) {
    answer(response, 400, error instanceof SyntaxError ? 'The body is not JSON.' : String(error));
    return;
  }
  const problem = findSendBodyProblem(body);
  if (problem) {
    log(`[emailjs stand-in] refused a message: ${problem}`);
    answer(response, 400, problem);
    return;
  }
  log(describeMessage((body as { template_params: Record<string, unknown> }).template_params));
  answer(response, 200, 'OK');
}
