import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

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
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.map': 'application/json',
};
const compressible = /\.(html|js|css|svg|json|webmanifest|txt|xml|map)$/;
const hashedAsset = /\.[0-9a-f]{8}\.(js|css)$/;

/** Serves files from `root` as a static host would: gzip, and long caching for hashed assets. */
export function serveStatic(root: string) {
  const gzipCache = new Map<string, Buffer<ArrayBufferLike>>();

  return (request: IncomingMessage, response: ServerResponse): void => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(root, path.normalize(urlPath));
    if (!file.startsWith(root)) {
      response.writeHead(403).end('Forbidden');
      return;
    }
    let stats = fs.statSync(file, { throwIfNoEntry: false });
    if (stats?.isDirectory()) {
      file = path.join(file, 'index.html');
      stats = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stats?.isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }

    const headers: Record<string, string> = {
      'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': hashedAsset.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    let body: Buffer<ArrayBufferLike>;
    if (compressible.test(file) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
      // Keyed by modification time too, so a rebuild while serving is picked up.
      const cacheKey = `${file}:${stats.mtimeMs}`;
      body = gzipCache.get(cacheKey) ?? zlib.gzipSync(fs.readFileSync(file), { level: 9 });
      gzipCache.set(cacheKey, body);
      headers['Content-Encoding'] = 'gzip';
    } else {
      body = fs.readFileSync(file);
    }
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
