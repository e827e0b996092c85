/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildCache,
  cacheDirectory,
  cacheFolderSuffix,
} from '../../../src/buildtime/webpack/buildCache';
import { fingerprint } from '../../../src/buildtime/keptResults';
import { lookOf } from '../../../src/buildtime/look/look';
import { projectPaths } from '../../../src/buildtime/settings/projectPaths';
import type { OwnerContentFile } from '../../../src/buildtime/content/schema';
import type { Style } from '../../../styles/looks';
import ownerPortfolio from '../../fixtures/arabic-owner/portfolio.json';

const webpackCli = require.resolve('webpack-cli/bin/cli.js');

/** A production build of this content, from webpack's cache where it has one. */
function build(folder: string, environment: Record<string, string> = {}): void {
  execFileSync(
    process.execPath,
    [webpackCli, '--mode', 'production', '--output-path', path.join(folder, 'dist')],
    {
      cwd: projectPaths.root,
      env: { ...process.env, CONTENT_FILE: path.join(folder, 'portfolio.json'), ...environment },
      stdio: 'pipe',
    },
  );
}

/** The built page and its scripts, as one text. */
function builtText(folder: string): string {
  const dist = path.join(folder, 'dist');
  const scripts = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(dist, 'assets', file), 'utf8'));
  return [fs.readFileSync(path.join(dist, 'index.html'), 'utf8'), ...scripts].join('\n');
}

describe("the build's cache", () => {
  // An owner that brings its own images, in one language (its translations stay behind).
  const fixture = path.join(projectPaths.root, 'test/fixtures/arabic-owner');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-'));
  fs.copyFileSync(path.join(fixture, 'portfolio.json'), path.join(folder, 'portfolio.json'));
  fs.cpSync(path.join(fixture, 'public'), path.join(folder, 'public'), { recursive: true });
  const edit = (change: (content: OwnerContentFile) => void) => {
    const content = JSON.parse(fs.readFileSync(path.join(folder, 'portfolio.json'), 'utf8'));
    change(content);
    fs.writeFileSync(path.join(folder, 'portfolio.json'), JSON.stringify(content));
  };

  afterAll(() => {
    const suffix = cacheFolderSuffix(path.join(folder, 'portfolio.json'));
    const caches = fs.existsSync(cacheDirectory) ? fs.readdirSync(cacheDirectory) : [];
    for (const name of caches.filter((name) => name.endsWith(suffix)))
      fs.rmSync(path.join(cacheDirectory, name), { recursive: true, force: true });
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('never serves what changed since: content, words, style, a setting, in the scripts, the prerendered page and the drawn files', () => {
    const drawn = () =>
      ['resume.pdf', 'icons/apple-touch-icon.png'].map((file) =>
        fingerprint(fs.readFileSync(path.join(folder, 'dist', file))),
      );
    build(folder);
    expect(builtText(folder)).toContain(ownerPortfolio.profile.email);
    const drawnFirst = drawn();

    edit((content) => {
      content.profile.email = 'edited@example.com';
      content.words = { send: 'Send it over' };
    });
    build(folder);
    expect(builtText(folder)).toContain('edited@example.com');
    expect(builtText(folder)).not.toContain(ownerPortfolio.profile.email);
    expect(builtText(folder)).toContain('Send it over');
    const drawnAfterEdit = drawn();
    expect(drawnAfterEdit[0]).not.toBe(drawnFirst[0]);

    // Only the prerendered page shows the summary: the scripts stay the same.
    edit((content) => {
      content.about.summary = 'A summary edited since the last build.';
    });
    build(folder);
    expect(builtText(folder)).toContain('A summary edited since the last build.');

    const style: Style = { accent: '#7c3aed', corners: 'square' };
    edit((content) => {
      content.style = style;
    });
    build(folder);
    expect(builtText(folder)).toContain(`--link: ${lookOf(style).palette.light.link};`);
    const drawnInStyle = drawn();
    expect(drawnInStyle[0]).not.toBe(drawnAfterEdit[0]);
    expect(drawnInStyle[1]).not.toBe(drawnAfterEdit[1]);

    build(folder, {
      EMAILJS_PUBLIC_KEY: 'a-key-set-for-this-build',
      EMAILJS_SERVICE_ID: 'service',
      EMAILJS_TEMPLATE_ID: 'template',
    });
    expect(builtText(folder)).toContain('a-key-set-for-this-build');
  });

  it("takes a new version when any file of the build's own code changes, however deep", () => {
    const code = fs.mkdtempSync(path.join(os.tmpdir(), 'build-code-'));
    const file = (name: string, text: string) => {
      fs.writeFileSync(path.join(code, name), text);
      return path.join(code, name);
    };
    const deep = { filename: file('deep.ts', 'export const a = 1;'), children: [] };
    const middle = { filename: file('middle.ts', "export * from './deep';"), children: [deep] };
    const config = { filename: file('config.ts', "import './middle';"), children: [middle] };
    const version = () =>
      buildCache({
        production: true,
        tag: 'en',
        contentFile: path.join(folder, 'portfolio.json'),
        look: lookOf(),
        configModule: config as unknown as NodeJS.Module,
      }).version;
    const before = version();
    expect(version()).toBe(before);
    file('deep.ts', 'export const a = 2;');
    expect(version()).not.toBe(before);
    fs.rmSync(code, { recursive: true, force: true });
  });
});
