/**
 * `npm run edit`: the owner's content as a form beside their page (src/servers/editServer.ts,
 * src/editor/), on this machine only, at an address with a secret in it. Saving writes only the
 * values changed into the content file (CONTENT_FILE, else owner/portfolio.json).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { stopBuild } from '../buildtime/settings/buildReport';
import { readCommandArguments } from '../buildtime/settings/commandArguments';
import { contentFileOf, readEnvironment } from '../buildtime/settings/buildSettings';
import { projectPaths } from '../buildtime/settings/projectPaths';
import { readContentFile } from '../buildtime/content/contentFile';
import { lookOf } from '../buildtime/look/look';
import { compileEditBundle } from '../servers/editBundle';
import { startEditServer } from '../servers/editServer';

async function edit(): Promise<void> {
  readCommandArguments({ usage: 'npm run edit' });
  const env = readEnvironment();
  const file = contentFileOf(env);
  const shown = path.relative(process.cwd(), file);
  if (file === projectPaths.sample.content)
    stopBuild('There is no owner/portfolio.json to edit yet', [
      'npm run content:import -- your-resume.json (or a LinkedIn export) makes it from your résumé (README, "Start from the résumé you have"); then npm run edit',
      'or start from the sample: copy it as README, "Start from the résumé you have" shows; the editor never edits the sample itself, which is the template’s and which an upgrade replaces',
    ]);
  const read = readContentFile(file);
  if ('problems' in read) stopBuild(`${shown} cannot be edited`, read.problems);
  if (read.warnings.length > 0)
    stopBuild(`${shown} is in an older format: npm run content:migrate first`, read.warnings);
  const port = Number(env.PORT || 8090);
  // Stopped (Ctrl+C), it exits, which removes its scripts' folder (compileEditBundle).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => process.exit(0));
  console.log('Compiling the editor and the page’s scripts…');
  const bundle = await compileEditBundle(lookOf((read.content as { style?: object }).style ?? {}));
  if ('problems' in bundle) stopBuild('The editor did not compile', bundle.problems);
  const { url } = await startEditServer({
    bundle,
    file,
    // Another content file's (CONTENT_FILE's) applications are beside it.
    ...(!env.CONTENT_FILE?.trim() && { applications: projectPaths.applications }),
    port,
    token: crypto.randomBytes(18).toString('base64url'),
  }).catch((error: Error) => stopBuild('The editor did not start', [error.message]));
  console.log(`Editing ${shown} at ${url}\n(only this machine can open it; Ctrl+C stops it)`);
}

edit().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
