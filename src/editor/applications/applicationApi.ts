import type { Json } from '../../lib/json';
import { saveDraft, type Problem } from '../editorApi';
import { answerOf, asJson, request } from '../request';
import type { ApplicationState } from '../../content/constants';

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

/** Where an application stands (src/buildtime/applications/tracker.ts). */
export interface Standing {
  id: string;
  state: ApplicationState;
  date?: string;
  next?: { step: string; date?: string };
}

/** A state reached on a day, or the next step (null: none). */
export type TrackerChange =
  { state: ApplicationState; today: string } | { next: { step: string; date?: string } | null };

/**
 * The applications folder, its applications by what needs doing next, and the entries keep and
 * leaveOut may name.
 */
export interface ApplicationList {
  folder: string;
  applications: Standing[];
  entries: { id: string; name: string }[];
}

const byId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

/** What the applications view asks the editor's server (applicationRoutes.ts). */
export const applicationApi = {
  list: () =>
    request<ApplicationList>(
      '/api/applications',
      {},
      answerOf({ folder: 'string', applications: 'list', entries: 'list' }),
    ),
  load: (id: string) =>
    request<{ id: string; application: Json; version: string }>(
      byId('/api/application', id),
      {},
      answerOf({ id: 'string', application: 'any', version: 'string' }),
    ),
  /** A new application begun from a posting: its id and its first draft. */
  start: (posting: string, today: string) =>
    request<{ id: string; application: Json }>(
      '/api/application/new',
      asJson({ posting, today }),
      answerOf({ id: 'string', application: 'any' }),
    ),
  draw: (id: string, draft: Json) =>
    request<Drawn>(
      byId('/api/application/draft', id),
      asJson(draft),
      answerOf({ issues: 'list', problems: 'list', requirements: 'list', evidence: 'list' }),
    ),
  /** Records a state or the next step in the file: the applications as they stand then. */
  track: (id: string, change: TrackerChange) =>
    request<{ applications: Standing[] }>(
      byId('/api/application/tracker', id),
      asJson(change),
      answerOf({ applications: 'list' }),
    ),
  /** Saves as the content editor does: the draft and what it was made from (null: a new one). */
  save: (id: string, draft: Json, loaded: { content: Json; version: string } | null) =>
    saveDraft<{ files: string[] }>(byId('/api/application/save', id), draft, loaded),
};
