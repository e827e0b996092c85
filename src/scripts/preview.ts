/**
 * `npm run preview [-- folder]`: serves a production build (dist/ unless another folder is named)
 * at BASE_PATH on PORT (4173), compressed as a static host would.
 */
import path from 'node:path';
import { stopBuild } from '../buildtime/settings/buildReport';
import { readEnvironment, readSiteAddress } from '../buildtime/settings/buildSettings';
import { projectPaths } from '../buildtime/settings/projectPaths';
import { startPreviewServer } from '../servers/previewServer';

const env = readEnvironment();
const site = readSiteAddress(env);
if ('problems' in site) stopBuild('The preview cannot start', site.problems);
startPreviewServer({
  root: path.resolve(process.argv[2] ?? projectPaths.dist),
  basePath: site.basePath,
  port: Number(env.PORT ?? 4173),
});
