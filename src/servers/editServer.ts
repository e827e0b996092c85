import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { checkDraft } from '../buildtime/content/contentCheck';
import { saveContent } from '../buildtime/content/contentSave';
import { isRightToLeftTag } from '../buildtime/content/languages';
import { untranslatedByEntry } from '../buildtime/content/translationFile';
import {
  addTranslation,
  checkTranslationDraft,
  translationFiles,
} from '../buildtime/content/translations';
import type { Json } from '../buildtime/content/migrations/migration';
import { lookCss, lookOf } from '../buildtime/look/look';
import { lookLines } from '../buildtime/settings/buildReport';
import { pageDocument } from '../buildtime/pages/document';
import { contentGlobals } from '../buildtime/pages/siteContentDefinition';
import type { SchemaIssue } from '../buildtime/content/schema';
import type { CheckedContent } from '../buildtime/content/contentCheck';
import type { Style } from '../../styles/looks';
import { draftGlobal, type EditBundleFiles } from './editBundle';
import { isAllowedRequest, tokenCookie } from './editGuard';
import { serveStatic } from './staticFiles';
import { applicationRoutes } from './applications/applicationRoutes';

/** What the editor's page asks of the server, at these paths. */
export const editPaths = {
  content: '/api/content',
  draft: '/api/draft',
  save: '/api/save',
  picture: '/api/picture',
  translation: '/api/translation',
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

/** A language of the content, as the editor's picker offers it: its tag, direction and file. */
interface EditedLanguage {
  tag: string;
  dir: 'ltr' | 'rtl';
  file: string;
  original: boolean;
}

/**
 * The languages the owner may edit: the content file's, then each translation beside it
 * (translations.ts), by the tag in its name.
 */
function editedLanguages(file: string): EditedLanguage[] {
  const { language } = JSON.parse(fs.readFileSync(file, 'utf8')) as { language?: string };
  return [
    { tag: language ?? '', file, original: true },
    ...translationFiles(file).map((each) => ({ ...each, original: false })),
  ].map((each) => ({
    ...each,
    file: path.basename(each.file),
    dir: directionOf(each.tag),
  }));
}

/** A language's direction, left to right for a name that is no language tag (the check says so). */
function directionOf(tag: string): 'ltr' | 'rtl' {
  try {
    return isRightToLeftTag(tag) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
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
  /** The owner's applications folder (applications/); else one beside the content file. */
  applications?: string;
}

/**
 * `npm run edit`'s server, on this machine only: the editor's page, the preview of the draft
 * (the page's own code, reading the draft's content), the draft's check with the build's own
 * checks, and Save. Every request is guarded (editGuard.ts). It writes only the content file
 * and the translations beside it, chosen by their language's tag (`?lang=de`) among the files
 * there are, and pictures under public/images/.
 */
export function startEditServer({
  file,
  publicDir,
  port,
  token,
  bundle,
  applications,
}: EditServerOptions) {
  const origin = `http://127.0.0.1:${port}`;
  /** Each file's text as the editor loaded it, for Save to refuse a file changed meanwhile. */
  const loadedTexts = new Map<string, string>();
  /** The preview of each language's draft, by tag ('' for the content file's). */
  const previews = new Map<string, string>();
  const serveBundle = serveStatic(bundle.folder, editPaths.bundle);
  const servePublic = serveStatic(publicDir, editPaths.preview);
  const answerApplication = applicationRoutes(
    file,
    applications ?? path.join(path.dirname(file), 'applications'),
  );

  /**
   * The draft as the build checks it: the content file's (tag ''), or a translation's against
   * the content file as saved; the checked content and the look it is shown in, or the problems.
   */
  const check = (
    draft: unknown,
    tag: string,
  ):
    | { checked: CheckedContent; style: Style; untranslated: string[] }
    | { issues: SchemaIssue[] } => {
    if (tag === '') {
      const checked = checkDraft(draft, publicDir);
      if ('issues' in checked) return checked;
      return { checked, style: (draft as { style?: Style }).style ?? {}, untranslated: [] };
    }
    const translated = checkTranslationDraft(file, tag, draft);
    if ('issues' in translated) return translated;
    const { checked, untranslated } = translated;
    return { checked, style: checked.content.owner.style ?? {}, untranslated };
  };

  const previewPage = (draft: unknown, tag: string) => {
    const result = check(draft, tag);
    if ('issues' in result) return { issues: issuesForEditor(result.issues) };
    const { checked, style, untranslated } = result;
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
    previews.set(
      tag,
      html.replace('</head>', `  <style>${lookCss(look)}</style>\n    ${draftScript}\n  </head>`),
    );
    return {
      issues: [],
      look: lookLines(style, look),
      untranslated: untranslatedByEntry(untranslated),
    };
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
    const answered = await answerApplication(request.method ?? '', url, () => readBody(request));
    if (answered) return sendJson(response, answered.status, answered.body);
    // The file edited is chosen by its language's tag among the files there are, never by a path.
    const tag = url.searchParams.get('lang') ?? '';
    const translations = translationFiles(file);
    const edited = tag === '' ? file : translations.find((each) => each.tag === tag)?.file;
    if (!edited) {
      sendJson(response, 404, {
        problem: `There is no translation "${tag}" beside ${path.basename(file)}: open one of ${translations.map((each) => `?lang=${each.tag}`).join(', ') || 'none'}.`,
      });
      return;
    }
    if (route === 'GET /') {
      response
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Set-Cookie': `${tokenCookie(port)}=${token}; HttpOnly; SameSite=Strict; Path=/`,
        })
        .end(editorPage(bundle));
    } else if (route === `GET ${editPaths.content}`) {
      const loadedText = fs.readFileSync(edited, 'utf8');
      loadedTexts.set(edited, loadedText);
      const content = JSON.parse(loadedText) as unknown;
      sendJson(response, 200, {
        file: path.relative(process.cwd(), edited),
        content,
        // A translation's fields show the content file's texts beside them.
        ...(edited !== file && { original: JSON.parse(fs.readFileSync(file, 'utf8')) as unknown }),
        languages: editedLanguages(file),
        ...previewPage(content, tag),
      });
    } else if (route === `POST ${editPaths.draft}`) {
      sendJson(response, 200, previewPage(await readBody(request), tag));
    } else if (route === `POST ${editPaths.save}`) {
      const draft = await readBody(request);
      const checked = check(draft, tag);
      if ('issues' in checked) {
        sendJson(response, 422, { issues: issuesForEditor(checked.issues) });
        return;
      }
      const loadedText = loadedTexts.get(edited) ?? fs.readFileSync(edited, 'utf8');
      const saved = saveContent(edited, loadedText, draft as Json);
      if ('changedOnDisk' in saved) {
        sendJson(response, 409, { changedOnDisk: true });
        return;
      }
      loadedTexts.set(edited, saved.text);
      sendJson(response, 200, { written: saved.written });
    } else if (route === `POST ${editPaths.translation}`) {
      const { tag: added } = (await readBody(request)) as { tag?: unknown };
      const result = addTranslation(file, String(added ?? ''));
      sendJson(response, 'problem' in result ? 422 : 200, result);
    } else if (route === `POST ${editPaths.picture}`) {
      const name = url.searchParams.get('name') ?? 'picture';
      sendJson(response, 200, { path: copyPicture(file, name, await readBytes(request)) });
    } else if (route === `GET ${editPaths.preview}` && previews.has(tag)) {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(previews.get(tag));
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
