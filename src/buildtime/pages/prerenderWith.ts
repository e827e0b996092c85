import path from 'node:path';
import { projectPaths } from '../settings/projectPaths';
import type { contentGlobals } from './siteContentDefinition';

const sourceDir = path.join(projectPaths.root, 'src');
const buildtimeDir = path.join(sourceDir, 'buildtime');
const prerenderModule = path.join(__dirname, 'prerender.tsx');

/**
 * Forgets every loaded module of the page (src/ outside buildtime/, and prerender.tsx), so that
 * the next import runs them again. The page's modules read SITE_CONTENT once, when they load, and
 * every language's page is prerendered in this one process. The only place that touches
 * `require.cache` (lint holds that).
 */
function forgetPageModules(): void {
  for (const file of Object.keys(require.cache)) {
    const pageModule = !file.startsWith(buildtimeDir) || file === prerenderModule;
    if (file.startsWith(sourceDir) && pageModule) delete require.cache[file];
  }
}

/** The page as HTML, its modules loaded afresh with these globals (one language's content). */
export async function prerenderWith(globals: ReturnType<typeof contentGlobals>): Promise<string> {
  Object.assign(globalThis, globals);
  forgetPageModules();
  const { prerenderPage } = await import('./prerender');
  return prerenderPage();
}
