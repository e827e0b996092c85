/** @jest-environment node */
import zlib from 'node:zlib';
import {
  builtPages,
  findBudgetProblems,
  firstRoundTripBytes,
  longDocumentNote,
  measureBuild,
} from '../../../src/buildtime/checks/budgets';
import { randomBytes } from 'node:crypto';
import { writeFileTree } from '../../support/fileTree';

const writeSite = (files: Record<string, string>) => writeFileTree(files, 'budget-test-');

const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

describe('byte budgets of the build', () => {
  // The runtime in main names the contact chunk by its hash, as webpack's does.
  const files = {
    'index.html':
      '<script>load(["assets/main.0000aaaa.js"])</script>' +
      '<link href="assets/main.css" rel="stylesheet">' +
      '<link rel="icon" href="data:image/svg+xml,%3Csvg/%3E">' +
      '<link rel="icon" href="icon.svg">' +
      '<img src="photo.svg" alt=""><img loading="lazy" src="below.svg" alt="">',
    'assets/main.0000aaaa.js': `load("contact."+"1111bbbb");${'console.log("main");'.repeat(50)}`,
    'assets/contact.1111bbbb.js': 'console.log("contact");'.repeat(50),
    'assets/main.css': 'body{color:red}',
    'icon.svg': '<svg>icon</svg>',
    'photo.svg': '<svg>photo</svg>',
    'below.svg': '<svg>lazy, not counted</svg>'.repeat(20),
  };

  it('measures what the page loads before the first scroll, lazy images and inline icons excluded', () => {
    const sizes = measureBuild(writeSite(files));
    expect(sizes.firstLoadJs).toBe(gzip(files['assets/main.0000aaaa.js']));
    expect(sizes.css).toBe(gzip(files['assets/main.css']));
    expect(sizes.html).toBe(gzip(files['index.html']));
    expect(sizes.beforeFirstScroll).toBe(
      [
        'index.html',
        'assets/main.css',
        'assets/main.0000aaaa.js',
        'assets/contact.1111bbbb.js',
        'photo.svg',
        'icon.svg',
      ]
        .map((name) => gzip(files[name as keyof typeof files]))
        .reduce((sum, size) => sum + size, 0),
    );
  });

  it('counts CSS inline in the page as CSS, and once before the first scroll (inside the HTML)', () => {
    const css = 'body{color:red}'.repeat(10);
    const page = `<style>${css}</style><script>load(["assets/main.js"])</script>`;
    const sizes = measureBuild(writeSite({ 'index.html': page, 'assets/main.js': 'main()' }));
    expect(sizes.css).toBe(gzip(css));
    expect(sizes.beforeFirstScroll).toBe(gzip(page) + gzip('main()'));
  });

  it("measures each language's page with its own scripts, not another language's", () => {
    const german = {
      'de/index.html':
        '<script>load(["../assets/main.2222cccc.js"])</script><img src="../photo.svg" alt="">',
      'assets/main.2222cccc.js': `load("contact."+"3333dddd");${'console.log("Haupt");'.repeat(80)}`,
      'assets/contact.3333dddd.js': 'console.log("Kontakt");'.repeat(80),
    };
    const site = writeSite({ ...files, ...german });
    expect(builtPages(site)).toEqual(['', 'de/']);
    expect(measureBuild(site)).toEqual(measureBuild(writeSite(files)));
    const sizes = measureBuild(site, 'de/');
    expect(sizes.firstLoadJs).toBe(gzip(german['assets/main.2222cccc.js']));
    expect(sizes.beforeFirstScroll).toBe(
      gzip(german['de/index.html']) +
        gzip(german['assets/main.2222cccc.js']) +
        gzip(german['assets/contact.3333dddd.js']) +
        gzip(files['photo.svg']),
    );
  });

  it('names each budget that is exceeded, with the size and the limit', () => {
    const limits = { firstLoadJs: 100, css: 100, html: 100, beforeFirstScroll: 100 };
    expect(
      findBudgetProblems({ firstLoadJs: 150, css: 100, html: 20, beforeFirstScroll: 101 }, limits),
    ).toEqual([
      'firstLoadJs is 0.1 KB gzip, over its budget of 0.1 KB',
      'beforeFirstScroll is 0.1 KB gzip, over its budget of 0.1 KB',
    ]);
  });

  it('notes a page whose HTML takes more than the first round trip, and no other', () => {
    const short = writeSite({ 'index.html': '<p>Short</p>' });
    expect(longDocumentNote(short)).toBeNull();
    // Random text does not compress: this page is its own size as Brotli.
    const long = writeSite({
      'de/index.html': `<p>${randomBytes(firstRoundTripBytes).toString('base64')}</p>`,
    });
    expect(longDocumentNote(long, 'de/')).toMatch(/^de\/index\.html is \d+\.\d KB as Brotli/);
  });
});
