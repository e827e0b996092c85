import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Byte budgets of the built site, gzip, 1 KB = 1000 bytes (issue: first paint from HTML). */
export const budgets = {
  firstLoadJs: 90_000,
  css: 15_000,
  html: 30_000,
  beforeFirstScroll: 250_000,
};

export type BuildSizes = Record<keyof typeof budgets, number>;

const gzipSize = (file: string) => gzipTextSize(fs.readFileSync(file));
const gzipTextSize = (text: string | Buffer) => zlib.gzipSync(text, { level: 9 }).length;

function attributeValues(html: string, tag: RegExp, attribute: string): string[] {
  return [...html.matchAll(tag)]
    .map((match) => new RegExp(`\\b${attribute}="([^"]+)"`).exec(match[0])?.[1])
    .filter((value): value is string => value !== undefined);
}

/** A built script's content hash (assets/contact.533fe892.js), by which the runtime names it. */
const contentHashOf = (file: string) => /\.([0-9a-f]{8})\.js$/.exec(file)?.[1];

/**
 * A page's scripts: those it names (in a tag or in its script loader), and the chunks they load,
 * which webpack's runtime names by their content hash. Other languages' scripts in assets/ are
 * not this page's.
 */
function scriptsOf(html: string, distDir: string): { named: string[]; loaded: string[] } {
  const all = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  const named = all.filter((url) => html.includes(url));
  const namedText = named.map((url) => fs.readFileSync(path.join(distDir, url), 'utf8')).join('');
  const loaded = all.filter((url) => {
    const hash = contentHashOf(url);
    return !named.includes(url) && hash !== undefined && namedText.includes(hash);
  });
  return { named, loaded };
}

/** The site's pages, by folder: '' for the default language's, then one per other language. */
export function builtPages(distDir: string): string[] {
  const folders = fs
    .readdirSync(distDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${entry.name}/`)
    .filter((folder) => fs.existsSync(path.join(distDir, folder, 'index.html')));
  return ['', ...folders.sort()];
}

/**
 * Gzip sizes of what a visitor of one page loads, read from the built files (CSS linked or
 * inline in the page):
 * - first-load JS: the scripts the page names;
 * - before the first scroll: the page, its CSS, its scripts and the chunks they load (the
 *   contact chunk loads right after hydration), the icon and every image that is not lazy.
 */
export function measureBuild(distDir: string, pageFolder = ''): BuildSizes {
  const pageDir = path.join(distDir, pageFolder);
  const indexFile = path.join(pageDir, 'index.html');
  const html = fs.readFileSync(indexFile, 'utf8');
  const sizeOf = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(file), 0);
  const fromPage = (urls: string[]) => urls.map((url) => path.join(pageDir, url));
  const fromSite = (urls: string[]) => urls.map((url) => path.join(distDir, url));

  const stylesheets = attributeValues(html, /<link\b[^>]*rel="stylesheet"[^>]*>/g, 'href');
  const eagerImages = attributeValues(html, /<img\b(?![^>]*loading="lazy")[^>]*>/g, 'src');
  const iconFiles = attributeValues(html, /<link\b[^>]*rel="icon"[^>]*>/g, 'href').filter(
    (href) => !href.startsWith('data:'),
  );
  const scripts = scriptsOf(html, distDir);

  const htmlSize = gzipSize(indexFile);
  const linkedCssSize = sizeOf(fromPage(stylesheets));
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  return {
    firstLoadJs: sizeOf(fromSite(scripts.named)),
    css: linkedCssSize + (inlineCss.length > 0 ? gzipTextSize(inlineCss.join('')) : 0),
    html: htmlSize,
    beforeFirstScroll:
      htmlSize +
      linkedCssSize +
      sizeOf(fromSite([...scripts.named, ...scripts.loaded])) +
      sizeOf(fromPage([...new Set([...eagerImages, ...iconFiles])])),
  };
}

/**
 * What the first round trip of a new connection carries: ten TCP segments of 1460 bytes. A page
 * whose HTML (as Brotli, which a host serves from the precompressed copy) is larger waits one
 * more round trip before its first paint on a slow link: 150 ms on Lighthouse's mobile profile.
 */
export const firstRoundTripBytes = 14_600;

/** Why a page's first paint waits one more round trip on a slow link, if it does. */
export function longDocumentNote(distDir: string, pageFolder = ''): string | null {
  const html = fs.readFileSync(path.join(distDir, pageFolder, 'index.html'));
  const brotli = zlib.brotliCompressSync(html).length;
  if (brotli <= firstRoundTripBytes) return null;
  return (
    `${pageFolder}index.html is ${(brotli / 1000).toFixed(1)} KB as Brotli, more than the ` +
    `${firstRoundTripBytes / 1000} KB a first round trip carries: on a slow link its first paint ` +
    `waits one more round trip (150 ms on Lighthouse's mobile profile). Long content costs that; ` +
    `nothing is broken.`
  );
}

/** One line per budget that `sizes` exceeds. */
export function findBudgetProblems(sizes: BuildSizes, limits: BuildSizes = budgets): string[] {
  return (Object.keys(limits) as (keyof BuildSizes)[])
    .filter((name) => sizes[name] > limits[name])
    .map(
      (name) =>
        `${name} is ${(sizes[name] / 1000).toFixed(1)} KB gzip, over its budget of ` +
        `${limits[name] / 1000} KB`,
    );
}
