/**
 * `npm run screenshots`: builds, then photographs the page for the README in both themes at
 * 1920, 1440 and 390 px, a few looks side by side, an editor completing a field of the content,
 * and the first page of each résumé layout (through poppler's pdftoppm), into .github/screenshots/.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { launchChromium } from '../chromium/launch';
import { lookCss, lookOf } from '../buildtime/look/look';
import { projectPaths } from '../buildtime/settings/projectPaths';
import { serveOnFreePort } from '../servers/staticFiles';
import { typefaces, type Style } from '../../styles/looks';
import { pageAddressOf, readSitePages } from '../buildtime/content/sitePages';
import { resumeJsonText } from '../buildtime/jsonResume/exportResume';
import { drawnTexts } from '../buildtime/content/drawnTexts';
import { chooseFonts } from '../buildtime/documents/typeset/fonts';
import { drawPage } from '../buildtime/documents/drawPage';
import { resumeLayouts } from '../content/constants';
import { generatedFiles } from '../lib/generatedFiles';
import { jsonEditor } from '../buildtime/content/jsonEditor';
import { escapeHtml } from '../buildtime/siteFiles/siteFiles';

const outDir = path.join(projectPaths.root, '.github/screenshots');
const views = [
  { name: 'wide', width: 1920, height: 1080 },
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Looks to show side by side: the site's own, and three an owner might set. */
const looks: { name: string; style?: Style }[] = [
  { name: 'the content’s own' },
  {
    name: 'oklch(0.55 0.2 25), old-style, square, warm',
    style: { accent: 'oklch(0.55 0.2 25)', font: 'old-style', corners: 'square', neutral: 'warm' },
  },
  {
    name: '#7c3aed, geometric, round',
    style: { accent: '#7c3aed', font: 'geometric', corners: 'round' },
  },
  {
    name: '#ffff00, monospace, pure grey',
    style: { accent: '#ffff00', font: 'monospace', neutral: 'pure' },
  },
];

/**
 * The phone-width page in each look and theme, as one picture: each look's custom properties
 * (the CSS the build writes for that style) laid over the built page.
 */
async function photographLooks(browser: Browser, url: string): Promise<string> {
  const shots: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const { style } of looks) {
      const page = await browser.newPage({
        viewport: { width: 390, height: 760 },
        colorScheme,
        reducedMotion: 'reduce',
        bypassCSP: true,
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      if (style) await page.addStyleTag({ content: lookCss(lookOf(style)) });
      shots.push((await page.screenshot()).toString('base64'));
      await page.close();
    }
  }
  const sheet = await browser.newPage({ viewport: { width: 4 * 390 + 5 * 16, height: 100 } });
  const captions = looks.map(({ name }) => `<figcaption>${name}</figcaption>`);
  await sheet.setContent(
    '<body style="margin:0;padding:16px;display:grid;grid-template-columns:repeat(4,390px);gap:16px;background:#888;font:14px sans-serif">' +
      captions.join('') +
      shots.map((shot) => `<img src="data:image/png;base64,${shot}" width="390">`).join('') +
      '</body>',
  );
  const file = path.join(outDir, 'looks.png');
  await sheet.screenshot({ path: file, fullPage: true });
  await sheet.close();
  return file;
}

/** The first page of the content's résumé in each layout, as the README shows them. */
async function photographResumeLayouts(): Promise<string[]> {
  const site = readSitePages(projectPaths.sample.content);
  if ('problems' in site) throw new Error(site.problems.join('\n'));
  const [page] = site.pages;
  const look = lookOf(page!.content.owner.style);
  const fonts = chooseFonts(page!.content.language.tag, drawnTexts(page!), {
    drawing: typefaces[look.font].drawing,
  });
  if ('problems' in fonts) throw new Error(fonts.problems.join('\n'));
  const photo = path.join(projectPaths.sample.public, page!.content.profile.photo);
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-layouts-'));
  const drawnLayouts: string[] = [];
  for (const layout of resumeLayouts) {
    const owner = { ...page!.content.owner, resume: { ...page!.content.owner.resume, layout } };
    const content = { ...page!.content, owner };
    const drawn = await drawPage({
      ...page!,
      content,
      resumeJson: resumeJsonText(content, page!.words, pageAddressOf(null, page!)),
      fonts: fonts.fonts,
      look,
      photo: fs.existsSync(photo) ? fs.readFileSync(photo).toString('base64') : null,
    });
    const pdf = path.join(temporary, `${layout}.pdf`);
    fs.writeFileSync(pdf, drawn.files[generatedFiles.resumePdf]!);
    const file = path.join(outDir, `resume-${layout}`);
    // Needs poppler-utils (apt-get install poppler-utils).
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, file]);
    drawnLayouts.push(`${file}.png`);
  }
  return drawnLayouts;
}

/**
 * What an editor offers when the owner starts a field in their first project: the completion that
 * VS Code's JSON service gives from the content's $schema line, drawn as the editor shows it.
 */
async function photographEditor(browser: Browser): Promise<string> {
  const text = fs.readFileSync(projectPaths.sample.content, 'utf8');
  const entry = text.indexOf('{', text.indexOf('"projects"'));
  const lineEnd = text.indexOf('\n', entry) + 1;
  const indent = /^\s*/.exec(text.slice(lineEnd))![0];
  const edited = `${text.slice(0, lineEnd)}${indent}"\n${text.slice(lineEnd)}`;
  const cursor = lineEnd + indent.length + 1;
  const { completion } = await jsonEditor()(projectPaths.sample.content, edited, cursor);
  const items = (completion?.items ?? []).slice(0, 8);
  const documentation = (item: (typeof items)[number] | undefined) => {
    const doc = item?.documentation;
    return typeof doc === 'string' ? doc : (doc?.value ?? '');
  };
  const lines = edited.slice(0, cursor).split('\n');
  const shown = edited.split('\n').slice(lines.length - 6, lines.length);
  const page = await browser.newPage({ viewport: { width: 980, height: 330 } });
  await page.setContent(`<body style="margin:0;background:#1f1f1f;color:#ccc;font:14px/20px ui-monospace,monospace">
    <div style="padding:12px 0;white-space:pre">${shown
      .map(
        (line, index) =>
          `<div><span style="display:inline-block;width:56px;text-align:right;color:#6e7681;margin-right:16px">${lines.length - 5 + index}</span>${escapeHtml(line)}</div>`,
      )
      .join('')}</div>
    <div style="position:absolute;left:${72 + (indent.length + 1) * 8.4}px;top:${12 + 6 * 20}px;display:flex;font:13px/22px system-ui,sans-serif">
      <ul style="margin:0;padding:2px 0;list-style:none;width:220px;background:#252526;border:1px solid #454545">${items
        .map(
          (item, index) =>
            `<li style="padding:0 8px;${index === 0 ? 'background:#04395e;color:#fff' : ''}">⬚ ${escapeHtml(item.label)}</li>`,
        )
        .join('')}</ul>
      <p style="margin:0;padding:6px 10px;width:420px;background:#252526;border:1px solid #454545;color:#ddd">${escapeHtml(documentation(items[0]))}</p>
    </div></body>`);
  const file = path.join(outDir, 'editor-completion.png');
  await page.screenshot({ path: file });
  await page.close();
  return file;
}

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
    console.log(`Wrote ${path.relative(process.cwd(), await photographLooks(browser, site.url))}`);
    console.log(`Wrote ${path.relative(process.cwd(), await photographEditor(browser))}`);
    for (const file of await photographResumeLayouts())
      console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  } finally {
    await browser.close();
    site.close();
  }
}

takeScreenshots().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
