import { createHash } from 'node:crypto';
import fs from 'node:fs';
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

/** Where the prerendered pages of past builds are kept. */
export const prerenderCacheDir = path.join(projectPaths.root, 'node_modules/.cache/prerender');

/**
 * The page as HTML, its modules loaded afresh with these globals (one language's content); or,
 * when neither the content nor the page's code changed since the last build, that build's HTML.
 * `scripts` are the page's script files, named by their content: they change with any module
 * of the page.
 */
export async function prerenderWith(
  globals: ReturnType<typeof contentGlobals>,
  scripts: string[],
): Promise<string> {
  const key = createHash('sha256')
    .update(JSON.stringify(globals))
    .update(scripts.join('\n'))
    .update(fs.readFileSync(prerenderModule))
    .digest('hex');
  const cached = path.join(prerenderCacheDir, `${key}.html`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached, 'utf8');
  Object.assign(globalThis, globals);
  forgetPageModules();
  const { prerenderPage } = await import('./prerender');
  const html = prerenderPage();
  fs.mkdirSync(prerenderCacheDir, { recursive: true });
  fs.writeFileSync(cached, html);
  forgetOldPages();
  return html;
}

/** Keeps the newest pages only: enough for every language of a site and a few of its past. */
function forgetOldPages(kept = 24): void {
  const files = fs
    .readdirSync(prerenderCacheDir)
    .map((name) => path.join(prerenderCacheDir, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const file of files.slice(kept)) fs.rmSync(file);
}
