import type { APIRequestContext } from '@playwright/test';
import type { ScriptedAnswer } from '../../../src/servers/emailjsStandIn';
import { standInControlPath } from '../../../src/servers/emailjsStandIn';

/** Tells the preview server's EmailJS stand-in how to answer the next sends from `email`. */
export async function scriptAnswers(
  request: APIRequestContext,
  email: string,
  answers: ScriptedAnswer[],
): Promise<void> {
  const response = await request.post(standInControlPath, { data: { email, answers } });
  if (!response.ok()) throw new Error(`The stand-in refused the script: ${response.status()}`);
}

/** Every send body the stand-in received from `email`, oldest first. */
export async function receivedSends(request: APIRequestContext, email: string) {
  const response = await request.get(standInControlPath, { params: { email } });
  return (await response.json()) as unknown[];
}
