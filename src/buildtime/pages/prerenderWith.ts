import fs from 'node:fs';
import path from 'node:path';
import { projectPaths } from '../settings/projectPaths';
import { fingerprint, KeptResults } from '../keptResults';
import type { contentGlobals } from './siteContentDefinition';
import type { EmailjsSettings } from '../../lib/emailjs/settings';

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

/** The prerendered pages of past builds. */
export const prerenderedPages = new KeptResults('prerender');

/**
 * The page as HTML, its modules loaded afresh with these globals (one language's content, and the
 * EmailJS settings: null for a mailto: contact); or, when neither the content nor the page's code
 * changed since the last build, that build's HTML.
 * `scripts` are the page's script files, named by their content: they change with any module
 * of the page.
 */
export async function prerenderWith(
  globals: ReturnType<typeof contentGlobals> & { EMAILJS_SETTINGS: EmailjsSettings | null },
  scripts: string[],
): Promise<string> {
  const key = fingerprint(
    JSON.stringify(globals),
    scripts.join('\n'),
    fs.readFileSync(prerenderModule),
  );
  const kept = prerenderedPages.read(key);
  if (kept !== null) return kept;
  Object.assign(globalThis, globals);
  forgetPageModules();
  const { prerenderPage } = await import('./prerender');
  const html = prerenderPage();
  prerenderedPages.write(key, html);
  return html;
}
