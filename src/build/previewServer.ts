import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import { createEmailjsStandIn, emailjsSendPath } from './emailjsStandIn';
import { siteAddressFromEnv } from './siteAddress';
import { serveStatic } from './staticFiles';

/**
 * `npm run preview`: serves dist/ compressed at BASE_PATH, as the static host will, with the
 * EmailJS stand-in on the same origin.
 */
const root = path.resolve(__dirname, '../../dist');
const port = Number(process.env.PORT ?? 4173);

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

const { basePath } = siteAddressFromEnv(process.env);
const serveFile = serveStatic(root, basePath);
const emailjsStandIn = createEmailjsStandIn();
http
  .createServer((request, response) => {
    if (emailjsStandIn(request, response)) return;
    if (request.url === '/' && basePath !== '/') {
      response.writeHead(302, { Location: basePath }).end();
      return;
    }
    serveFile(request, response);
  })
  .listen(port, () => {
    console.log(`Serving dist/ at http://localhost:${port}${basePath}`);
    console.log(`EmailJS stand-in listening at http://localhost:${port}${emailjsSendPath}`);
  });
