import fs from 'node:fs';
import path from 'node:path';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answeringEveryRequest } from './serverFaults';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.map': 'application/json',
};
const hashedAsset = /\.[0-9a-f]{8}\.(js|css)$/;

/** The precompressed copy the build wrote beside `file` that this request accepts, if any. */
function precompressedCopy(file: string, acceptEncoding = '') {
  for (const [encoding, extension] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (new RegExp(`\\b${encoding}\\b`).test(acceptEncoding) && fs.existsSync(file + extension)) {
      return { encoding, file: file + extension };
    }
  }
  return undefined;
}

/** The headers of a `_headers` file (Netlify's format) for every path, as the build writes it. */
function readHeadersFile(root: string): Record<string, string> {
  const file = path.join(root, '_headers');
  if (!fs.existsSync(file)) return {};
  return Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => /^\s+([\w-]+):\s*(.+)$/.exec(line))
      .filter((match) => match !== null)
      .map(([, name, value]) => [name, value]),
  );
}

/**
 * Serves files from `root` at `basePath` as a static host would: the build's .br or .gz copy when
 * the browser accepts it, long caching for hashed assets, and the headers of its `_headers` file.
 */
export function serveStatic(root: string, basePath = '/') {
  const siteHeaders = readHeadersFile(root);
  return (request: IncomingMessage, response: ServerResponse): void => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!urlPath.startsWith(basePath)) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    let file = path.join(root, path.normalize(urlPath.slice(basePath.length - 1)));
    if (!file.startsWith(root)) {
      response.writeHead(403).end('Forbidden');
      return;
    }
    let stats = fs.statSync(file, { throwIfNoEntry: false });
    // A page's relative links start from its folder: /portfolio/de must be /portfolio/de/.
    if (stats?.isDirectory() && !urlPath.endsWith('/')) {
      response.writeHead(301, { Location: `${urlPath}/` }).end();
      return;
    }
    if (stats?.isDirectory()) {
      file = path.join(file, 'index.html');
      stats = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stats?.isFile() || path.basename(file) === '_headers') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }

    const headers: Record<string, string> = {
      ...siteHeaders,
      'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': hashedAsset.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const compressed = precompressedCopy(file, request.headers['accept-encoding']);
    if (compressed) headers['Content-Encoding'] = compressed.encoding;
    const body = fs.readFileSync(compressed?.file ?? file);
    headers['Content-Length'] = String(body.length);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

/** Serves `root` at / on a free port of this machine; for scripts that measure or photograph it. */
export async function serveOnFreePort(root: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer(answeringEveryRequest(serveStatic(root)));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    close: () => server.close(),
  };
}
