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
}

const post = (path: string, body: Json) =>
  fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** What the editor asks its server (src/servers/editServer.ts, editPaths). */
export const editorApi = {
  load: async () =>
    (await fetch('/api/content')).json() as Promise<{ file: string; content: Json } & Checked>,
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
  save: async (
    draft: Json,
  ): Promise<{ written: boolean } | { changedOnDisk: true } | { problems: Problem[] }> => {
    const response = await post('/api/save', draft);
    const body = (await response.json()) as { issues?: Problem[] };
    return body.issues ? { problems: body.issues } : (body as { written: boolean });
  },
};
