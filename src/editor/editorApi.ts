import type { Json, JsonPath } from './draft';

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

/** What the editor loads: the file it edits, and for a translation the content it translates. */
export type Loaded = {
  file: string;
  content: Json;
  original?: Json;
  languages: EditedLanguage[];
} & Checked;

/** The language edited, by its tag in the editor's address (`?lang=de`); none for the content file. */
export const editedTag = new URLSearchParams(window.location.search).get('lang') ?? '';
/** A path of the server's, for the file edited. */
const forEdited = (path: string) =>
  editedTag === '' ? path : `${path}?lang=${encodeURIComponent(editedTag)}`;

/** Where the page beside shows the draft, in the language edited. */
export const previewAddress = forEdited('/page/');

const post = (path: string, body: Json) =>
  fetch(forEdited(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** What the editor asks its server (src/servers/editServer.ts, editPaths). */
export const editorApi = {
  /** The file edited; or, for a language with no file, the server's line naming those there are. */
  load: async () =>
    (await fetch(forEdited('/api/content'))).json() as Promise<Loaded | { problem: string }>,
  /** The build's problems with the draft; none, and the page beside shows it. */
  check: async (draft: Json) => (await post('/api/draft', draft)).json() as Promise<Checked>,
  /** Copies a picture under the owner's public/images/: its path, as the content names it. */
  copyPicture: async (picture: File) => {
    const response = await fetch(`/api/picture?name=${encodeURIComponent(picture.name)}`, {
      method: 'POST',
      body: picture,
    });
    return ((await response.json()) as { path: string }).path;
  },
  /** Adds a translation, by its language's tag: done, or the build's line saying why not. */
  addLanguage: async (tag: string) =>
    (await fetch('/api/translation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tag }),
    }).then((response) => response.json())) as { file: string } | { problem: string },
  save: async (
    draft: Json,
  ): Promise<{ written: boolean } | { changedOnDisk: true } | { problems: Problem[] }> => {
    const response = await post('/api/save', draft);
    const body = (await response.json()) as { issues?: Problem[] };
    return body.issues ? { problems: body.issues } : (body as { written: boolean });
  },
};
