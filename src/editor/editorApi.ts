import type { JsonPath } from './draft';
import type { Json } from '../lib/json';

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
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(loaded ? { 'If-Match': loaded.version } : { 'If-None-Match': '*' }),
    },
    body: JSON.stringify({ draft, loaded: loaded?.content ?? null }),
  });
  const body = (await response.json()) as Saved<Written> & { issues?: Problem[] };
  return body.issues ? { problems: body.issues } : body;
}

const post = (path: string, body: Json) =>
  fetch(`${forEdited(path)}${editedTag === '' ? '?' : '&'}view=${viewId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** What the editor asks its server (src/servers/editServer.ts, editPaths). */
export const editorApi = {
  /** The file edited; or, for a language with no file, the server's line naming those there are. */
  load: async () =>
    (await fetch(forEdited('/api/content'))).json() as Promise<Loaded | { problem: string }>,
  /** The build's problems with the draft; none, and the preview shows it. */
  check: async (draft: Json) => (await post('/api/draft', draft)).json() as Promise<Checked>,
  /**
   * Gives the server a picture chosen, which waits until a save names it: its path as the
   * content names it, or the line saying why it is not taken.
   */
  choosePicture: async (picture: File) =>
    (await fetch(`/api/picture?name=${encodeURIComponent(picture.name)}`, {
      method: 'POST',
      body: picture,
    }).then((response) => response.json())) as { path: string } | { problem: string },
  /** Deletes a picture a save left unnamed, as the owner asked: whether it was deleted. */
  removePicture: async (path: string) =>
    ((await (await post('/api/picture/remove', { path })).json()) as { removed: boolean }).removed,
  /** Adds a translation, by its language's tag: done, or the build's line saying why not. */
  addLanguage: async (tag: string) =>
    (await fetch('/api/translation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tag }),
    }).then((response) => response.json())) as { file: string } | { problem: string },
  save: (draft: Json, loaded: { content: Json; version: string }) =>
    saveDraft(forEdited('/api/save'), draft, loaded),
};
