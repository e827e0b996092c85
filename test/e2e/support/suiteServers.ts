/**
 * The browser suite's servers, in a process of their own that serveBuild.ts starts and stops:
 * the build's preview (with its EmailJS stand-in) and, where the content counts visits on this
 * machine, the analytics stand-in, each on a port the system gives. Prints one line, `served: {named: served}`, each address the build names and
 * where it is served; stops when its standard input closes, so it never outlives the suite.
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentFileOf } from '../../../src/buildtime/settings/buildSettings';
import { analyticsSettings, isOnThisMachine } from '../../../src/lib/analytics/providers';
import { createAnalyticsStandIn } from '../../../src/servers/analyticsStandIn';
import { startPreviewServer } from '../../../src/servers/previewServer';
import { e2eBasePath, e2eDist, e2eOrigin } from './site';

/** Where the server listens once it does; the cause, naming the server, when it cannot. */
const listening = (server: Server, name: string) =>
  new Promise<string>((resolve, reject) => {
    server.once('listening', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
    server.once('error', (error) =>
      reject(new Error(`${name} could not listen: ${error.message}`)),
    );
  });

async function serve() {
  const analyticsOrigin = analyticsSettings(
    JSON.parse(fs.readFileSync(contentFileOf(process.env), 'utf8')).analytics,
  )?.origin;
  const served: Record<string, string> = {
    [e2eOrigin]: await listening(
      startPreviewServer({
        root: path.resolve(e2eDist),
        basePath: e2eBasePath,
        port: 0,
      }),
      `The preview of ${e2eDist}/`,
    ),
  };
  if (analyticsOrigin && isOnThisMachine(analyticsOrigin))
    served[analyticsOrigin] = await listening(
      createAnalyticsStandIn().listen(0, '127.0.0.1'),
      'The analytics stand-in',
    );
  console.log(`served: ${JSON.stringify(served)}`);
}

process.stdin.on('end', () => process.exit()).resume();
serve().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
