import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { emailjsSendPath } from '../lib/emailjs/settings';
import { createEmailjsStandIn } from './emailjsStandIn';
import { serveStatic } from './staticFiles';
import { answeringEveryRequest } from './serverFaults';
import { startAnalyticsStandIn } from './analyticsStandIn';

/**
 * Where the built page's contact form posts, read from its Content-Security-Policy (connect-src
 * names exactly that origin), in words for the terminal.
 */
export function describeContactDestination(
  indexHtml: string,
  ownOrigin: string,
  analyticsOrigin?: string,
): string {
  const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(indexHtml)?.[1];
  const connectSources = /connect-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];
  const sendsTo = connectSources.find(
    (source) => source !== "'self'" && source !== analyticsOrigin,
  );
  if (!sendsTo) {
    return 'This build has no contact form: "Get in Touch" is a mailto: link (it was built with no EmailJS settings).';
  }
  if (sendsTo === ownOrigin) {
    return `This build sends to the EmailJS stand-in of this server (${ownOrigin}${emailjsSendPath}); messages are printed here.`;
  }
  return `This build sends real messages through ${sendsTo}.`;
}

/**
 * The path a build was made for, from its page's canonical URL (written when SITE_URL was set);
 * null for a build made without one.
 */
export function builtBasePath(indexHtml: string): string | null {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(indexHtml)?.[1];
  return canonical ? new URL(canonical).pathname : null;
}

/**
 * Serves a build compressed, as the static host will, at the base path it was made for (else at
 * `basePath`, the environment's), with the EmailJS stand-in on the same origin for builds that
 * send to it, and the analytics stand-in where the content's analytics send when that is this
 * machine.
 */
export function startPreviewServer(options: {
  root: string;
  basePath: string;
  port: number;
  analyticsOrigin?: string;
}) {
  const { root, port, analyticsOrigin } = options;
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    console.error(`${path.relative(process.cwd(), indexFile)} is missing: build first.`);
    process.exit(1);
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const basePath = builtBasePath(indexHtml) ?? options.basePath;
  const serveFile = serveStatic(root, basePath);
  const emailjsStandIn = createEmailjsStandIn();
  const server = http.createServer(
    answeringEveryRequest((request, response) => {
      if (emailjsStandIn(request, response)) return;
      if (request.url === '/' && basePath !== '/') {
        response.writeHead(302, { Location: basePath }).end();
        return;
      }
      serveFile(request, response);
    }),
  );
  server.listen(port, () => {
    const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    console.log(`Serving ${path.relative(process.cwd(), root)}/ at ${origin}${basePath}`);
    console.log(describeContactDestination(indexHtml, origin, analyticsOrigin));
  });
  startAnalyticsStandIn(analyticsOrigin);
  return server;
}
