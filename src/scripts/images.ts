/** `npm run images`: draws the social card and the PNG icons under public/ with Chromium. */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as content from '../content';
import { projectPaths } from '../buildtime/projectPaths';
import { generatedImages } from '../buildtime/siteFiles';
import { iconHtml, socialCardHtml } from '../buildtime/socialCard';

async function writeImages(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const favicon = fs.readFileSync(path.join(projectPaths.public, 'favicon.svg'));
  const jobs = [
    { ...generatedImages.socialCard, html: socialCardHtml(content) },
    ...generatedImages.icons.map((icon) => ({
      path: icon.path,
      width: icon.size,
      height: icon.size,
      html: iconHtml(favicon, icon.size),
    })),
  ];
  try {
    for (const job of jobs) {
      const page = await browser.newPage({ viewport: { width: job.width, height: job.height } });
      await page.setContent(job.html);
      const target = path.join(projectPaths.public, job.path);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await page.screenshot({ path: target });
      await page.close();
      console.log(`Wrote public/${job.path} (${job.width}x${job.height})`);
    }
  } finally {
    await browser.close();
  }
}

writeImages().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
