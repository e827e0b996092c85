import type { Json } from '../../lib/json';
import { saveDraft, type Problem } from '../editorApi';

/**
 * A requirement of the posting: required or nice to have, or a duty of the job (shown, not
 * counted), and what of the résumé covers it.
 */
export interface RequirementShown {
  text: string;
  kind: 'required' | 'niceToHave' | 'duty';
  /** The parts of the résumé as drawn that match it, named as the owner wrote them. */
  by: string[];
  /** The parts that match it but were left out to fit. */
  leftOut: string[];
}

/** The owner's sentences matching one of the top requirements. */
export interface Evidence {
  requirement: string;
  sentences: { text: string; from: string }[];
}

/** An application's draft as `npm run apply` would draw it (src/servers/applications/). */
export interface Drawn {
  issues: Problem[];
  problems: string[];
  lines?: string[];
  requirements: RequirementShown[];
  evidence: Evidence[];
  /** Each PDF, by the name it is saved under, as base64. */
  files?: { name: string; pdf: string }[];
  letterDrawn?: boolean;
}

/** The applications folder, its applications, and the entries keep and leaveOut may name. */
export interface ApplicationList {
  folder: string;
  ids: string[];
  entries: { id: string; name: string }[];
}

const post = (path: string, body: Json) =>
  fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.json() as Promise<unknown>);
const byId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

/** What the applications view asks the editor's server (applicationRoutes.ts). */
export const applicationApi = {
  list: async () => (await fetch('/api/applications')).json() as Promise<ApplicationList>,
  load: async (id: string) =>
    (await fetch(byId('/api/application', id))).json() as Promise<
      { id: string; application: Json; version: string } | { problem: string }
    >,
  /** A new application begun from a posting: its id and its first draft. */
  start: (posting: string, today: string) =>
    post('/api/application/new', { posting, today }) as Promise<
      { id: string; application: Json } | { problem: string }
    >,
  draw: (id: string, draft: Json) =>
    post(byId('/api/application/draft', id), draft) as Promise<Drawn>,
  /** Saves as the content editor does: the draft and what it was made from (null: a new one). */
  save: (id: string, draft: Json, loaded: { content: Json; version: string } | null) =>
    saveDraft<{ files: string[] }>(byId('/api/application/save', id), draft, loaded),
};
