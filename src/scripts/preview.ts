/**
 * `npm run preview [-- folder]`: serves a production build (dist/ unless another folder is named)
 * on PORT (4173) at the path it was built for (SITE_URL's, else BASE_PATH), compressed as a static
 * host would.
 */
import fs from 'node:fs';
import path from 'node:path';
import { stopBuild } from '../buildtime/settings/buildReport';
import { readCommandArguments } from '../buildtime/settings/commandArguments';
import {
  contentFileOf,
  readEnvironment,
  readSiteAddress,
} from '../buildtime/settings/buildSettings';
import { analyticsSettings } from '../lib/analytics/providers';
import { projectPaths } from '../buildtime/settings/projectPaths';
import { startPreviewServer } from '../servers/previewServer';
import { listenProblem } from '../servers/serverFaults';

const [folder] = readCommandArguments({ usage: 'npm run preview -- [<folder>]', words: 1 }).words;
const env = readEnvironment();
const site = readSiteAddress(env);
if ('problems' in site) stopBuild('The preview cannot start', site.problems);
const port = Number(env.PORT ?? 4173);
startPreviewServer({
  root: path.resolve(folder ?? projectPaths.dist),
  basePath: site.basePath,
  port,
  // The content the build was made from (CONTENT_FILE), checked by that build.
  analyticsOrigin: analyticsSettings(
    JSON.parse(fs.readFileSync(contentFileOf(env), 'utf8')).analytics,
  )?.origin,
}).once('error', (error: NodeJS.ErrnoException) =>
  stopBuild('The preview did not start', [listenProblem(error, port, 'npm run preview')]),
);
