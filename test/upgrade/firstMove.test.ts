/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  commitAll,
  commitVersion,
  copyOf,
  copyUpgradeCode,
  edit,
  filesUnder,
  git,
  read,
  removeTemporaryFolders,
  run,
  temporaryFolder,
  upgrade,
  writeFiles,
} from './repositories';

jest.setTimeout(30_000);
afterAll(removeTemporaryFolders);

/** A small template in the layout of 1.0.0: the owner's content and images among the template's. */
const layoutOf1 = {
  'package.json':
    '{\n  "name": "developer-portfolio",\n  "version": "1.0.0",\n  "scripts": {}\n}\n',
  'README.md': '# Developer portfolio\n\nEdit src/content/portfolio.json.\n',
  'src/app.ts': 'export const app = 1;\n',
  'src/content/portfolio.json':
    '{\n  "$schema": "./schemas/content.json",\n  "name": "Sample"\n}\n',
  'src/content/schemas/content.json': '{}\n',
  'src/content/schemas/translation.json': '{}\n',
  'public/images/photo.svg': '<svg>sample</svg>\n',
  'public/images/logo.svg': '<svg>logo</svg>\n',
  '.github/workflows/deploy.yml': "on:\n  schedule:\n    - cron: '0 6 * * 1'\njobs: {}\n",
};
const ownersPhoto = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 7, 7, 7]);

let template: string;
let firstCommit: string;
let site: string;
let siteWhoseBuildFails: string;
let tool: string;
let result: ReturnType<typeof upgrade>;

beforeAll(() => {
  template = temporaryFolder('template-1');
  writeFiles(template, layoutOf1);
  git(template, 'init', '--quiet', '--initial-branch=main');
  firstCommit = commitAll(template, 'The template');

  // The owner copies the template, makes it theirs at the old places and commits.
  site = copyOf(template);
  writeFiles(site, {
    'src/content/portfolio.json':
      '{\n  "$schema": "./schemas/content.json",\n  "name": "Layla"\n}\n',
    'src/content/portfolio.de.json':
      '{\n  "$schema": "./schemas/translation.json",\n  "language": "de"\n}\n',
    'public/images/photo.svg': '<svg>Layla</svg>\n',
    'public/images/me.png': ownersPhoto,
  });
  fs.rmSync(path.join(site, 'public/images/logo.svg'));
  edit(site, '.github/workflows/deploy.yml', (text) => text.replace('0 6 * * 1', '15 3 * * *'));
  commitAll(site, 'My content');
  siteWhoseBuildFails = copyOf(template);
  writeFiles(siteWhoseBuildFails, { 'notes.md': 'Mine.\n' });
  commitAll(siteWhoseBuildFails, 'Mine');

  // The template goes on: another 1.0.0 commit, then 2.0.0 moves the sample and ships the upgrade.
  edit(template, 'src/app.ts', (text) => `${text}export const more = 2;\n`);
  commitAll(template, 'More of 1.0.0');
  git(template, 'mv', 'src/content/portfolio.json', 'src/content/sample.json');
  edit(template, 'README.md', (text) =>
    text.replace('src/content/portfolio.json', 'owner/portfolio.json'),
  );
  edit(template, 'public/images/photo.svg', () => '<svg>new sample</svg>\n');
  copyUpgradeCode(template);
  edit(template, 'package.json', (text) =>
    text.replace(
      '"scripts": {}',
      '"scripts": { "build": "node -e process.exit(3)", "test": "node -e 0" }',
    ),
  );
  writeFiles(template, {
    'CHANGELOG.md':
      '# Changelog\n\n## [2.0.0] - 2026-11-26\n\n### Changed\n\n- Your content lives in owner/.\n\n' +
      '## [1.0.0] - 2026-01-01\n\n### Added\n\n- Everything.\n',
  });
  commitVersion(template, '2.0.0', 'Version 2.0.0');

  // What a 1.0.0 owner types: they have no upgrade script yet.
  tool = temporaryFolder('upgrade-tool');
  git(site, 'fetch', '--quiet', template, 'HEAD');
  run(site, 'sh', ['-c', `git archive FETCH_HEAD src/upgrade | tar -x -C "${tool}"`]);
  result = upgrade(site, [template, '--no-checks'], tool);
});

test('takes the closest 1.0.0 commit as the base and commits the upgrade', () => {
  expect(result.status).toBe(0);
  expect(result.output).toContain(`closest to your site is ${firstCommit.slice(0, 7)}`);
  expect(git(site, 'log', '-1', '--format=%s')).toBe('Upgrade the template from 1.0.0 to 2.0.0');
  expect(git(site, 'status', '--porcelain')).toBe('');
});

test('moves the owner’s content, translation and images into owner/, saying so', () => {
  for (const [from, to] of [
    ['src/content/portfolio.json', 'owner/portfolio.json'],
    ['src/content/portfolio.de.json', 'owner/portfolio.de.json'],
    ['public/images/photo.svg', 'owner/public/images/photo.svg'],
    ['public/images/me.png', 'owner/public/images/me.png'],
  ]) {
    expect(result.output).toContain(`moved    ${from} → ${to}`);
  }
  expect(read(site, 'owner/portfolio.json')).toBe(
    '{\n  "$schema": "../src/content/schemas/content.json",\n  "name": "Layla"\n}\n',
  );
  expect(read(site, 'owner/portfolio.de.json')).toBe(
    '{\n  "$schema": "../src/content/schemas/translation.json",\n  "language": "de"\n}\n',
  );
  expect(filesUnder(site, 'owner/public')).toEqual(
    new Map([
      ['owner/public/images/photo.svg', Buffer.from('<svg>Layla</svg>\n')],
      ['owner/public/images/me.png', ownersPhoto],
    ]),
  );
});

test('the template’s sample, images and other changes come from the new template', () => {
  expect(fs.existsSync(path.join(site, 'src/content/portfolio.json'))).toBe(false);
  expect(fs.existsSync(path.join(site, 'src/content/portfolio.de.json'))).toBe(false);
  for (const file of [
    'src/content/sample.json',
    'README.md',
    'src/app.ts',
    'src/upgrade/main.mjs',
  ]) {
    expect(read(site, file)).toBe(read(template, file));
  }
  expect(filesUnder(site, 'public')).toEqual(filesUnder(template, 'public'));
  expect(read(site, '.github/workflows/deploy.yml')).toContain("- cron: '15 3 * * *'");
});

test('prints what changed for owners since 1.0.0', () => {
  expect(result.output).toContain('- Your content lives in owner/.');
  expect(result.output).not.toContain('## [1.0.0]');
});

test('when a check fails, it names it, commits nothing and says how to go back', () => {
  const head = git(siteWhoseBuildFails, 'rev-parse', 'HEAD');
  const readme = read(siteWhoseBuildFails, 'README.md');

  const { status, output } = upgrade(siteWhoseBuildFails, [template], tool);

  expect(status).toBe(1);
  expect(output).toContain('npm run build failed');
  expect(git(siteWhoseBuildFails, 'rev-parse', 'HEAD')).toBe(head);
  expect(read(siteWhoseBuildFails, 'README.md')).not.toBe(readme);
  const goBack = /go back to your site as it was: (.+)\n/.exec(output)?.[1] ?? '';
  // A file the owner wrote meanwhile, which git does not track, is theirs: going back keeps it.
  writeFiles(siteWhoseBuildFails, { 'while-it-ran.md': 'Mine too.\n' });
  run(siteWhoseBuildFails, 'sh', ['-c', goBack]);
  expect(git(siteWhoseBuildFails, 'status', '--porcelain')).toBe('?? while-it-ran.md');
  expect(read(siteWhoseBuildFails, 'README.md')).toBe(readme);
  expect(read(siteWhoseBuildFails, 'while-it-ran.md')).toBe('Mine too.\n');
});
