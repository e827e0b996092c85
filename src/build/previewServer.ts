import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import { emailjsSendPath, handleEmailjsSend } from './emailjsStandIn';
import { serveStatic } from './staticFiles';

/** `npm run preview`: serves dist/ compressed, with the EmailJS stand-in on the same origin. */
const root = path.resolve(__dirname, '../../dist');
const port = Number(process.env.PORT ?? 4173);

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

const serveFile = serveStatic(root);
http
  .createServer((request, response) => {
    if (request.method === 'POST' && request.url === emailjsSendPath) {
      void handleEmailjsSend(request, response);
      return;
    }
    serveFile(request, response);
  })
  .listen(port, () => {
    console.log(`Serving dist/ at http://localhost:${port}/`);
    console.log(`EmailJS stand-in listening at http://localhost:${port}${emailjsSendPath}`);
  });
