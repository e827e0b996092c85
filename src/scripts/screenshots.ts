/**
 * `npm run screenshots`: builds, then photographs the page for the README in both themes at
 * 1920, 1440 and 390 px, into .github/screenshots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../chromium/launch';
import { projectPaths } from '../buildtime/projectPaths';
import { serveOnFreePort } from '../servers/staticFiles';

const outDir = path.join(projectPaths.root, '.github/screenshots');
const views = [
  { name: 'wide', width: 1920, height: 1080 },
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function takeScreenshots(): Promise<void> {
  const site = await serveOnFreePort(projectPaths.dist);
  const browser = await launchChromium();
  fs.mkdirSync(outDir, { recursive: true });
  try {
    for (const view of views) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await browser.newPage({
          viewport: { width: view.width, height: view.height },
          deviceScaleFactor: 1,
          colorScheme,
          reducedMotion: 'reduce',
        });
        await page.goto(site.url, { waitUntil: 'networkidle' });
        const file = path.join(outDir, `${view.name}-${colorScheme}.png`);
        await page.screenshot({ path: file });
        await page.close();
        console.log(`Wrote ${path.relative(process.cwd(), file)}`);
      }
    }
  } finally {
    await browser.close();
    site.close();
  }
}

takeScreenshots().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
