import type { JsonPath } from './draft';
import type { Json, JsonObject } from '../lib/json';
import { answerOf, asJson, request } from './request';

/** A problem the build would refuse, at the field its path names. */
export interface Problem {
  path: JsonPath;
  line: string;
}

/** The draft as the build checks it: its problems, or its look as the build makes it. */
export interface Checked {
  issues: Problem[];
  /** The look's summary and each change the build makes to the accent to keep it readable. */
  look?: string[];
  /** A translation's texts the page shows in the original language, as the build lists them. */
  untranslated?: string[];
}

/** A language of the content the editor may edit: the content file's, or a translation's. */
export interface EditedLanguage {
  tag: string;
  dir: 'ltr' | 'rtl';
  file: string;
  original: boolean;
}

/**
 * What the editor loads: the file it edits, its version (what a save names as loaded), and for a
 * translation the content it translates.
 */
export type Loaded = {
  file: string;
  content: Json;
  version: string;
  original?: Json;
  languages: EditedLanguage[];
} & Checked;

/** The language edited, by its tag in the editor's address (`?lang=de`); none for the content file. */
export const editedTag = new URLSearchParams(window.location.search).get('lang') ?? '';
/** This tab's own: the preview shows its draft, not another tab's. */
const viewId = crypto.randomUUID();
/** A path of the server's, for the file edited. */
const forEdited = (path: string) =>
  editedTag === '' ? path : `${path}?lang=${encodeURIComponent(editedTag)}`;

/** Where the preview shows the draft, in the language edited. */
export const previewAddress = `${forEdited('/page/')}${editedTag === '' ? '?' : '&'}view=${viewId}`;

/** A value both this draft and the file changed since it was loaded: the owner chooses. */
export interface Conflict {
  path: JsonPath;
  /** The draft's value (absent: removed). */
  yours?: Json;
  /** The file's (absent: removed). */
  onDisk?: Json;
}

/**
 * What a save did: written (or nothing to write), with the content as the file holds it now and its
 * version, and the pictures no content names any more; not written, for values changed in the file
 * too (`content`: the draft with the file's other changes in it); the build's problems; or the
 * server's line (a body too large, say).
 */
export type Saved<Written = { unusedPictures: string[] }> =
  | ({ written: boolean; content: Json; version: string } & Written)
  | { conflicts: Conflict[]; content: Json; onDisk: Json; version: string }
  | { problems: Problem[] }
  | { problem: string };

/** What a save answers, each shape by its fields (editServer.ts). */
const savedAnswer = (body: JsonObject) =>
  answerOf({ written: 'boolean', content: 'any', version: 'string' })(body) ||
  answerOf({ conflicts: 'list', content: 'any', onDisk: 'any', version: 'string' })(body) ||
  answerOf({ issues: 'list' })(body);

/**
 * Saves a draft of the file at `path` (the content, a translation with `?lang=`, an application),
 * the shared protocol of every view that edits a file: the draft and the content it was made
 * from, and that content's version as `If-Match` (editServer.ts, contentSave.ts); for a file not
 * made yet (`loaded` null), `If-None-Match: *`, so that a file made meanwhile is not written over.
 */
export async function saveDraft<Written = { unusedPictures: string[] }>(
  path: string,
  draft: Json,
  loaded: { content: Json; version: string } | null,
): Promise<Saved<Written>> {
  const sent = asJson({ draft, loaded: loaded?.content ?? null });
  const answer = await request<Saved<Written> & { issues?: Problem[] }>(
    path,
    {
      ...sent,
      headers: {
        ...sent.headers,
        ...(loaded ? { 'If-Match': loaded.version } : { 'If-None-Match': '*' }),
      },
    },
    savedAnswer,
    [409, 422],
  );
  return 'issues' in answer && answer.issues ? { problems: answer.issues } : answer;
}

const post = <Answer>(path: string, body: Json, expected: (body: JsonObject) => boolean) =>
  request<Answer>(
    `${forEdited(path)}${editedTag === '' ? '?' : '&'}view=${viewId}`,
    asJson(body),
    expected,
  );

/** What the editor asks its server (src/servers/editServer.ts, editPaths). */
export const editorApi = {
  /** The file edited; or, for a language with no file, the server's line naming those there are. */
  load: () =>
    request<Loaded>(
      forEdited('/api/content'),
      {},
      answerOf({
        file: 'string',
        content: 'any',
        version: 'string',
        languages: 'list',
        issues: 'list',
      }),
    ),
  /** The build's problems with the draft; none, and the preview shows it. */
  check: (draft: Json) => post<Checked>('/api/draft', draft, answerOf({ issues: 'list' })),
  /**
   * Gives the server a picture chosen, which waits until a save names it: its path as the
   * content names it, or the line saying why it is not taken.
   */
  choosePicture: (picture: File) =>
    request<{ path: string }>(
      `/api/picture?name=${encodeURIComponent(picture.name)}`,
      { method: 'POST', body: picture },
      answerOf({ path: 'string' }),
    ),
  /** Deletes a picture a save left unnamed, as the owner asked: whether it was deleted. */
  removePicture: (path: string) =>
    post<{ removed: boolean }>('/api/picture/remove', { path }, answerOf({ removed: 'boolean' })),
  /** Adds a translation, by its language's tag: done, or the build's line saying why not. */
  addLanguage: (tag: string) =>
    request<{ file: string }>('/api/translation', asJson({ tag }), answerOf({ file: 'string' })),
  save: (draft: Json, loaded: { content: Json; version: string }) =>
    saveDraft(forEdited('/api/save'), draft, loaded),
};
