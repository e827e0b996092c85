import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as content from '../content';
import { escapeHtml, generatedImages, themeColors } from './siteFiles';

const publicDir = path.resolve(__dirname, '../../public');
const accent = '#0f766e';

/** The link-preview card: name, title and tagline on the dark theme's colours. */
function socialCardHtml(): string {
  const { profile } = content;
  return `<!doctype html><html><body style="margin:0">
  <div style="box-sizing:border-box;width:1200px;height:630px;padding:72px 88px;display:flex;
    flex-direction:column;justify-content:center;gap:28px;background:${themeColors.dark};
    color:#e5e9f0;font-family:'DejaVu Sans',system-ui,sans-serif;border-left:24px solid #5eead4">
    <div style="font-size:30px;letter-spacing:.08em;text-transform:uppercase;color:#5eead4">
      ${escapeHtml(profile.title)}</div>
    <div style="font-size:96px;font-weight:700;line-height:1.05">${escapeHtml(profile.name)}</div>
    <div style="font-size:36px;line-height:1.4;color:#a3b1c6;max-width:980px">
      ${escapeHtml(profile.tagline)}</div>
  </div></body></html>`;
}

/** An icon: the favicon drawn edge to edge on the accent colour (no transparent corners). */
function iconHtml(size: number): string {
  const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'base64');
  return `<!doctype html><html><body style="margin:0;background:${accent}">
  <img src="data:image/svg+xml;base64,${favicon}" width="${size}" height="${size}"
    style="display:block"></body></html>`;
}

/** `npm run images`: draws the social card and the PNG icons under public/ with Chromium. */
async function writeImages(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const jobs = [
    { ...generatedImages.socialCard, html: socialCardHtml() },
    ...generatedImages.icons.map((icon) => ({
      path: icon.path,
      width: icon.size,
      height: icon.size,
      html: iconHtml(icon.size),
    })),
  ];
  try {
    for (const job of jobs) {
      const page = await browser.newPage({ viewport: { width: job.width, height: job.height } });
      await page.setContent(job.html);
      const target = path.join(publicDir, job.path);
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
