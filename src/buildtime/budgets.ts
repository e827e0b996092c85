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

/**
 * Gzip sizes of what a visitor loads, read from the built files (CSS linked or inline in the page):
 * - first-load JS: the scripts index.html names (in a tag or in its script loader);
 * - before the first scroll: the page, its CSS, every script (the contact chunk loads right
 *   after hydration), the icon and every image that is not lazy.
 */
export function measureBuild(distDir: string): BuildSizes {
  const indexFile = path.join(distDir, 'index.html');
  const html = fs.readFileSync(indexFile, 'utf8');
  const sizeOf = (urls: string[]) =>
    urls.reduce((sum, url) => sum + gzipSize(path.join(distDir, url)), 0);

  const stylesheets = attributeValues(html, /<link\b[^>]*rel="stylesheet"[^>]*>/g, 'href');
  const eagerImages = attributeValues(html, /<img\b(?![^>]*loading="lazy")[^>]*>/g, 'src');
  const iconFiles = attributeValues(html, /<link\b[^>]*rel="icon"[^>]*>/g, 'href').filter(
    (href) => !href.startsWith('data:'),
  );
  const allScripts = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);

  const htmlSize = gzipSize(indexFile);
  const linkedCssSize = sizeOf(stylesheets);
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  return {
    firstLoadJs: sizeOf(allScripts.filter((url) => html.includes(url))),
    css: linkedCssSize + (inlineCss.length > 0 ? gzipTextSize(inlineCss.join('')) : 0),
    html: htmlSize,
    beforeFirstScroll:
      htmlSize +
      linkedCssSize +
      sizeOf(allScripts) +
      sizeOf([...new Set([...eagerImages, ...iconFiles])]),
  };
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
