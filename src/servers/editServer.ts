import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { checkDraft } from '../buildtime/content/contentCheck';
import { saveContent, versionOf, type SaveRequest } from '../buildtime/content/contentSave';
import { isRightToLeftTag } from '../buildtime/content/languages';
import { untranslatedByEntry } from '../buildtime/content/translationFile';
import {
  addTranslation,
  checkTranslationDraft,
  translationFiles,
} from '../buildtime/content/translations';
import { lookCss, lookOf } from '../buildtime/look/look';
import { publicDirOf } from '../buildtime/settings/projectPaths';
import { lookLines } from '../buildtime/settings/buildReport';
import { pageDocument } from '../buildtime/pages/document';
import { contentGlobals } from '../buildtime/pages/siteContentDefinition';
import type { SchemaIssue } from '../buildtime/content/schema';
import type { CheckedContent } from '../buildtime/content/contentCheck';
import type { Style } from '../../styles/looks';
import type { EditedLanguage } from '../editor/editorApi';
import { draftGlobal, type EditBundleFiles } from './editBundle';
import { isAllowedRequest, tokenCookie } from './editGuard';
import { editorPictures, picturesNamedBy } from './editPictures';
import { pictureType } from './pictureFiles';
import { serveStatic } from './staticFiles';
import { answeringEveryRequest, listenProblem, RequestProblem } from './serverFaults';
import { applicationRoutes } from './applications/applicationRoutes';

/** What the editor's page asks of the server, at these paths. */
export const editPaths = {
  content: '/api/content',
  draft: '/api/draft',
  save: '/api/save',
  picture: '/api/picture',
  removePicture: '/api/picture/remove',
  translation: '/api/translation',
  preview: '/page/',
  bundle: '/bundle/',
};

/** A problem as the editor marks it: the field's path, and the build's line. */
const issuesForEditor = (issues: SchemaIssue[]) =>
  issues.map(({ path: at, line }) => ({ path: at.map((step) => step as string | number), line }));

const sendJson = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  response
    .writeHead(status, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      ...headers,
    })
    .end(JSON.stringify(body));

/** The most a request's body may hold: a draft of the content, or a picture. */
export const bodyLimits = { json: 4 * 1024 * 1024, picture: 12 * 1024 * 1024 };

/** A body over its limit, refused (413) before it is read whole. */
class TooLarge extends RequestProblem {
  constructor(limit: number) {
    // What is left of the body is not read: the connection closes.
    super(
      `The request is over ${limit / 1024 / 1024} MB, more than the editor takes: a picture should be made smaller first (a page shows it at most a few hundred pixels wide).`,
      413,
      { Connection: 'close' },
    );
  }
}

function readBytes(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length'] ?? 0) > limit) {
      request.resume();
      reject(new TooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // The rest is let through unread, not kept, so the browser reads the answer.
        request.removeAllListeners('data');
        request.resume();
        reject(new TooLarge(limit));
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const text = (await readBytes(request, bodyLimits.json)).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new RequestProblem(`The request's body is not JSON: ${(error as Error).message}`);
  }
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
  /** The content file edited: the owner's (or CONTENT_FILE); its pictures under publicDirOf(file). */
  file: string;
  /** 0: a port the system gives, which the address it resolves to names. */
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
 * there are, and on a save the pictures chosen meanwhile (editPictures.ts). A GET changes nothing.
 */
export function startEditServer({ file, port, token, bundle, applications }: EditServerOptions) {
  /** The port listened on, once it is known (the system's when `port` is 0). */
  let listening = port;
  const origin = () => `http://127.0.0.1:${listening}`;
  /** The preview of each tab's draft, by its language's tag ('' for the content file's) and view. */
  const previews = new Map<string, string>();
  const pictures = editorPictures(file);
  const serveBundle = serveStatic(bundle.folder, editPaths.bundle);
  /** The one folder the build, its checks and the preview read the content's pictures from. */
  const publicDir = () => publicDirOf(file);
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
      const checked = checkDraft(draft, publicDir(), (at) => !!pictures.waitingFile(at));
      if ('issues' in checked) return checked;
      return { checked, style: (draft as { style?: Style }).style ?? {}, untranslated: [] };
    }
    const translated = checkTranslationDraft(file, tag, draft);
    if ('issues' in translated) return translated;
    const { checked, untranslated } = translated;
    return { checked, style: checked.content.owner.style ?? {}, untranslated };
  };

  /** The draft's problems, or its look and the page that shows it (`html`). */
  const previewPage = (draft: unknown, tag: string) => {
    const result = check(draft, tag);
    if ('issues' in result) return { issues: issuesForEditor(result.issues), html: null };
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
    return {
      html: html.replace(
        '</head>',
        `  <style>${lookCss(look)}</style>\n    ${draftScript}\n  </head>`,
      ),
      issues: [],
      look: lookLines(style, look),
      untranslated: untranslatedByEntry(untranslated),
    };
  };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', origin());
    // No other page may frame the editor; the preview is framed by the editor alone.
    const framedBy = url.pathname.startsWith(editPaths.preview) ? "'self'" : "'none'";
    response.setHeader('Content-Security-Policy', `frame-ancestors ${framedBy}`);
    response.setHeader('X-Frame-Options', framedBy === "'self'" ? 'SAMEORIGIN' : 'DENY');
    if (!isAllowedRequest(request, origin(), token)) {
      response
        .writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Forbidden: open the address that npm run edit printed, with its token.');
      return;
    }
    const route = `${request.method} ${url.pathname}`;
    const answered = await answerApplication(
      request.method ?? '',
      url,
      () => readBody(request),
      request.headers,
    );
    if (answered) return sendJson(response, answered.status, answered.body);
    // The file edited is chosen by its language's tag among the files there are, never by a path.
    const tag = url.searchParams.get('lang') ?? '';
    // Each tab's preview is its own (editorApi.ts: viewId).
    const preview = `${tag}\n${url.searchParams.get('view') ?? ''}`;
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
          'Set-Cookie': `${tokenCookie(listening)}=${token}; HttpOnly; SameSite=Strict; Path=/`,
        })
        .end(editorPage(bundle));
    } else if (route === `GET ${editPaths.content}`) {
      const loadedText = fs.readFileSync(edited, 'utf8');
      const content = JSON.parse(loadedText) as unknown;
      const version = versionOf(loadedText);
      const { html: _shownBeside, ...checked } = previewPage(content, tag);
      sendJson(
        response,
        200,
        {
          file: path.relative(process.cwd(), edited),
          content,
          version,
          // A translation's fields show the content file's texts beside them.
          ...(edited !== file && {
            original: JSON.parse(fs.readFileSync(file, 'utf8')) as unknown,
          }),
          languages: editedLanguages(file),
          ...checked,
        },
        { ETag: version },
      );
    } else if (route === `POST ${editPaths.draft}`) {
      const { html, ...checked } = previewPage(await readBody(request), tag);
      if (html !== null) {
        // The newest few tabs' previews are kept.
        previews.delete(preview);
        previews.set(preview, html);
        if (previews.size > 16) previews.delete(previews.keys().next().value!);
      }
      sendJson(response, 200, checked);
    } else if (route === `POST ${editPaths.save}`) {
      const version = request.headers['if-match'];
      const { draft, loaded } = (await readBody(request)) as Partial<SaveRequest>;
      if (!version || draft === undefined || loaded === undefined) {
        sendJson(response, 428, {
          problem:
            'A save sends the version loaded (If-Match: the version /api/content answered) and { draft, loaded }: the content loaded with it.',
        });
        return;
      }
      const saved = saveContent(
        edited,
        { draft, loaded, version },
        {
          check: (content) => {
            const checked = check(content, tag);
            return 'issues' in checked ? checked.issues : [];
          },
          beforeWrite: (content) => {
            if (edited === file) pictures.publish(picturesNamedBy(content));
          },
        },
      );
      if ('issues' in saved) sendJson(response, 422, { issues: issuesForEditor(saved.issues) });
      else if ('conflicts' in saved) sendJson(response, 409, saved, { ETag: saved.version });
      else {
        const unusedPictures =
          saved.written && edited === file
            ? pictures.leftUnnamed(picturesNamedBy(loaded), picturesNamedBy(saved.content))
            : [];
        sendJson(response, 200, { ...saved, unusedPictures }, { ETag: saved.version });
      }
    } else if (route === `POST ${editPaths.translation}`) {
      const { tag: added } = (await readBody(request)) as { tag?: unknown };
      const result = addTranslation(file, String(added ?? ''));
      sendJson(response, 'problem' in result ? 422 : 200, result);
    } else if (route === `POST ${editPaths.picture}`) {
      const name = url.searchParams.get('name') ?? 'picture';
      const chosen = pictures.choose(name, await readBytes(request, bodyLimits.picture));
      sendJson(response, 'problem' in chosen ? 422 : 200, chosen);
    } else if (route === `POST ${editPaths.removePicture}`) {
      const { path: at } = (await readBody(request)) as { path?: unknown };
      const named = picturesNamedBy(JSON.parse(fs.readFileSync(file, 'utf8')));
      sendJson(response, 200, { removed: pictures.remove(String(at), named) });
    } else if (route === `GET ${editPaths.preview}`) {
      const html =
        previews.get(preview) ??
        previewPage(JSON.parse(fs.readFileSync(edited, 'utf8')), tag).html ??
        '';
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(html);
    } else if (url.pathname.startsWith(editPaths.bundle)) {
      serveBundle(request, response);
    } else if (url.pathname.startsWith(editPaths.preview)) {
      // A picture runs nothing, even opened by itself.
      response.setHeader(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'",
      );
      const at = decodeURIComponent(url.pathname.slice(editPaths.preview.length));
      const waiting = pictures.waitingFile(at);
      if (waiting)
        response
          .writeHead(200, {
            'Content-Type': pictureType(path.extname(waiting)),
            'Cache-Control': 'no-store',
          })
          .end(fs.readFileSync(waiting));
      else serveStatic(publicDir(), editPaths.preview)(request, response);
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  };

  const server = http.createServer(
    answeringEveryRequest(answer, (response, status, problem, headers) =>
      sendJson(response, status, { problem }, headers),
    ),
  );
  process.once('exit', pictures.close);
  return new Promise<{ url: string; close: () => void }>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(listenProblem(error, port, 'npm run edit'))),
    );
    server.listen(port, '127.0.0.1', () => {
      listening = (server.address() as AddressInfo).port;
      resolve({
        url: `${origin()}/?token=${token}`,
        close: () => {
          server.close();
          pictures.close();
          process.off('exit', pictures.close);
        },
      });
    });
  });
}
