import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { checkDraft } from '../buildtime/content/contentCheck';
import { saveContent } from '../buildtime/content/contentSave';
import type { Json } from '../buildtime/content/migrations/migration';
import { lookCss, lookOf } from '../buildtime/look/look';
import { lookLines } from '../buildtime/settings/buildReport';
import { pageDocument } from '../buildtime/pages/document';
import { contentGlobals } from '../buildtime/pages/siteContentDefinition';
import type { SchemaIssue } from '../buildtime/content/schema';
import type { Style } from '../../styles/looks';
import { draftGlobal, type EditBundleFiles } from './editBundle';
import { isAllowedRequest, tokenCookie } from './editGuard';
import { serveStatic } from './staticFiles';

/** What the editor's page asks of the server, at these paths. */
export const editPaths = {
  content: '/api/content',
  draft: '/api/draft',
  save: '/api/save',
  picture: '/api/picture',
  preview: '/page/',
  bundle: '/bundle/',
};

/** A problem as the editor marks it: the field's path, and the build's line. */
const issuesForEditor = (issues: SchemaIssue[]) =>
  issues.map(({ path: at, line }) => ({ path: at.map((step) => step as string | number), line }));

const sendJson = (response: ServerResponse, status: number, body: unknown) =>
  response
    .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    .end(JSON.stringify(body));

function readBytes(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const readBody = async (request: IncomingMessage): Promise<unknown> =>
  JSON.parse((await readBytes(request)).toString('utf8'));

/**
 * Copies a chosen picture under the owner's public/images/ (beside the content file), by its own
 * name made safe, never over another file; returns its path as the content names it.
 */
function copyPicture(contentFile: string, name: string, bytes: Buffer): string {
  const folder = path.join(path.dirname(contentFile), 'public', 'images');
  fs.mkdirSync(folder, { recursive: true });
  const { name: base, ext } = path.parse(path.basename(name));
  const safe = base.replace(/[^\p{L}\p{N}._-]+/gu, '-') || 'picture';
  let chosen = `${safe}${ext.toLowerCase()}`;
  for (let count = 2; fs.existsSync(path.join(folder, chosen)); count += 1)
    chosen = `${safe}-${count}${ext.toLowerCase()}`;
  fs.writeFileSync(path.join(folder, chosen), bytes);
  return `images/${chosen}`;
}

const scriptsOf = (files: string[]) =>
  files.filter((file) => file.endsWith('.js')).map((file) => editPaths.bundle + file);

/** The editor's page: the form's script and styles; the form itself is drawn by src/editor/. */
const editorPage = (bundle: EditBundleFiles) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <title>npm run edit</title>
    <style>${fs.readFileSync(path.join(__dirname, '../editor/editor.css'), 'utf8')}</style>
    ${scriptsOf(bundle.editor)
      .map((src) => `<script defer src="${src}"></script>`)
      .join('\n    ')}
  </head>
  <body><div id="editor"></div></body>
</html>
`;

export interface EditServerOptions {
  /** The content file edited: the owner's (or CONTENT_FILE). */
  file: string;
  publicDir: string;
  port: number;
  token: string;
  bundle: EditBundleFiles;
}

/**
 * `npm run edit`'s server, on this machine only: the editor's page, the preview of the draft
 * (the page's own code, reading the draft's content), the draft's check with the build's own
 * checks, and Save. Every request is guarded (editGuard.ts); the content file is the only file
 * it writes.
 */
export function startEditServer({ file, publicDir, port, token, bundle }: EditServerOptions) {
  const origin = `http://127.0.0.1:${port}`;
  let loadedText = fs.readFileSync(file, 'utf8');
  let preview: string | null = null;
  const serveBundle = serveStatic(bundle.folder, editPaths.bundle);
  const servePublic = serveStatic(publicDir, editPaths.preview);

  const previewPage = (draft: unknown) => {
    const checked = checkDraft(draft, publicDir);
    if ('issues' in checked) return { issues: issuesForEditor(checked.issues) };
    const style = (draft as { style?: Style }).style ?? {};
    const look = lookOf(style);
    const { html } = pageDocument({
      content: checked.content,
      address: { siteUrl: null, pageUrl: null },
      scripts: scriptsOf(bundle.page),
      stylesheets: bundle.page
        .filter((name) => name.endsWith('.css'))
        .map((name) => ({ href: editPaths.bundle + name, css: '' })),
      production: false,
      faviconSvg: '',
      palette: look.palette,
      prerendered: '',
      scriptData: null,
      contactFormSendsTo: null,
      analyticsSendsTo: null,
    });
    // Nothing is counted from the preview.
    const globals = { ...contentGlobals(checked), ANALYTICS_SETTINGS: null };
    const draftScript = `<script>globalThis.${draftGlobal} = ${JSON.stringify(globals).replace(/</g, '\\u003c')};</script>`;
    preview = html.replace(
      '</head>',
      `  <style>${lookCss(look)}</style>\n    ${draftScript}\n  </head>`,
    );
    return { issues: [], look: lookLines(style, look) };
  };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    if (!isAllowedRequest(request, origin, token)) {
      response
        .writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Forbidden: open the address that npm run edit printed, with its token.');
      return;
    }
    const url = new URL(request.url ?? '/', origin);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /') {
      response
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Set-Cookie': `${tokenCookie(port)}=${token}; HttpOnly; SameSite=Strict; Path=/`,
        })
        .end(editorPage(bundle));
    } else if (route === `GET ${editPaths.content}`) {
      loadedText = fs.readFileSync(file, 'utf8');
      const content = JSON.parse(loadedText) as unknown;
      sendJson(response, 200, {
        file: path.relative(process.cwd(), file),
        content,
        ...previewPage(content),
      });
    } else if (route === `POST ${editPaths.draft}`) {
      sendJson(response, 200, previewPage(await readBody(request)));
    } else if (route === `POST ${editPaths.save}`) {
      const draft = await readBody(request);
      const checked = checkDraft(draft, publicDir);
      if ('issues' in checked) {
        sendJson(response, 422, { issues: issuesForEditor(checked.issues) });
        return;
      }
      const saved = saveContent(file, loadedText, draft as Json);
      if ('changedOnDisk' in saved) {
        sendJson(response, 409, { changedOnDisk: true });
        return;
      }
      loadedText = saved.text;
      sendJson(response, 200, { written: saved.written });
    } else if (route === `POST ${editPaths.picture}`) {
      const name = url.searchParams.get('name') ?? 'picture';
      sendJson(response, 200, { path: copyPicture(file, name, await readBytes(request)) });
    } else if (route === `GET ${editPaths.preview}` && preview) {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(preview);
    } else if (url.pathname.startsWith(editPaths.bundle)) {
      serveBundle(request, response);
    } else if (url.pathname.startsWith(editPaths.preview)) {
      servePublic(request, response);
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  };

  const server = http.createServer((request, response) => {
    answer(request, response).catch((error: unknown) =>
      sendJson(response, 400, { problem: error instanceof Error ? error.message : String(error) }),
    );
  });
  return new Promise<{ url: string; close: () => void }>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} is in use: set PORT to another, such as PORT=${port + 1} npm run edit`
            : error.message,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `${origin}/?token=${token}`, close: () => server.close() }),
    );
  });
}
