import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import { createEmailjsStandIn, emailjsSendPath } from './emailjsStandIn';
import { serveStatic } from './staticFiles';

/** `npm run preview`: serves dist/ compressed, with the EmailJS stand-in on the same origin. */
const root = path.resolve(__dirname, '../../dist');
const port = Number(process.env.PORT ?? 4173);

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

const serveFile = serveStatic(root);
const emailjsStandIn = createEmailjsStandIn();
http
  .createServer((request, response) => {
    if (!emailjsStandIn(request, response)) serveFile(request, response);
  })
  .listen(port, () => {
    console.log(`Serving dist/ at http://localhost:${port}/`);
    console.log(`EmailJS stand-in listening at http://localhost:${port}${emailjsSendPath}`);
  });
