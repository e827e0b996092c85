import { isObject, type Json, type JsonObject } from '../lib/json';
import words from './words.json';

/** The line saying why a request came to nothing: the server's own, or the editor's. */
export interface Refused {
  problem: string;
}

/** What a field of an answer holds, as `answerOf` checks it. */
type Kind = 'string' | 'boolean' | 'list' | 'any';

/** Whether an answer holds each of these fields, of its kind. */
export const answerOf =
  (fields: Record<string, Kind>) =>
  (body: JsonObject): boolean =>
    Object.entries(fields).every(([name, kind]) =>
      kind === 'list'
        ? Array.isArray(body[name])
        : kind === 'any'
          ? name in body
          : typeof body[name] === kind,
    );

/** A JSON body, sent as JSON. */
export const asJson = (body: Json): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * Asks the editor's server, as every view of the editor does: its answer when it has the shape
 * `expected` names, at a status that is a success or one of `answeredAt` (a save's 409 and 422
 * carry an answer too); otherwise the line the owner is shown: the server's own (`problem`, or
 * its text), or the editor's for a server that cannot be reached or an answer it cannot read.
 * Never throws, so no answer of the server's reaches code that reads fields it lacks.
 */
export async function request<Answer>(
  path: string,
  init: RequestInit,
  expected: (body: JsonObject) => boolean,
  answeredAt: number[] = [],
): Promise<Answer | Refused> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, init);
    text = await response.text();
  } catch {
    return { problem: words.serverGone };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const answered = response.ok || answeredAt.includes(response.status);
  if (answered && isObject(body) && expected(body)) return body as Answer;
  if (isObject(body) && typeof body.problem === 'string') return { problem: body.problem };
  if (!response.ok && body === undefined && text.trim() !== '') return { problem: text.trim() };
  return { problem: words.unreadableAnswer.replace('{status}', String(response.status)) };
}
