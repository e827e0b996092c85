import type { Json, JsonPath } from './draft';

/** A problem the build would refuse, at the field its path names. */
export interface Problem {
  path: JsonPath;
  line: string;
}

const post = (path: string, body: Json) =>
  fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** What the editor asks its server (src/servers/editServer.ts, editPaths). */
export const editorApi = {
  load: async (): Promise<{ file: string; content: Json; issues: Problem[] }> =>
    (await fetch('/api/content')).json() as Promise<{
      file: string;
      content: Json;
      issues: Problem[];
    }>,
  /** The build's problems with the draft; none, and the page beside shows it. */
  check: async (draft: Json): Promise<Problem[]> =>
    ((await (await post('/api/draft', draft)).json()) as { issues: Problem[] }).issues,
  save: async (
    draft: Json,
  ): Promise<{ written: boolean } | { changedOnDisk: true } | { problems: Problem[] }> => {
    const response = await post('/api/save', draft);
    const body = (await response.json()) as { issues?: Problem[] };
    return body.issues ? { problems: body.issues } : (body as { written: boolean });
  },
};
