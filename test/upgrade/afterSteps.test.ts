/**
 * @jest-environment node
 */
import {
  commitAll,
  commitVersion,
  copyOf,
  copyUpgradeCode,
  git,
  read,
  removeTemporaryFolders,
  temporaryFolder,
  upgrade,
  writeFiles,
} from './repositories';

jest.setTimeout(30_000);
afterAll(removeTemporaryFolders);

/** Scripts that stand for the checks: the migration rewrites the content, the build leaves a file. */
const scripts = {
  'content:migrate': `node -e "require('fs').appendFileSync('owner/portfolio.json', '\\\\n')"`,
  build: `node -e "require('fs').writeFileSync('built.txt', 'made by the build')"`,
  test: 'node -e 0',
};

test('the upgrade commits what it planned and the migration’s rewrite of the content, nothing else', () => {
  const template = temporaryFolder('template');
  writeFiles(template, {
    'package.json': `${JSON.stringify({ name: 'developer-portfolio', version: '2.0.0', scripts }, null, 2)}\n`,
    'README.md': '# Developer portfolio\n',
  });
  copyUpgradeCode(template);
  git(template, 'init', '--quiet', '--initial-branch=main');
  commitAll(template, 'The template');
  const site = copyOf(template);
  writeFiles(site, { 'owner/portfolio.json': '{ "name": "Aino" }\n' });
  commitAll(site, 'My content');
  writeFiles(template, { 'docs/upgrading.md': '# Upgrading\n' });
  commitVersion(template, '2.1.0', 'Version 2.1.0');

  const { status, output } = upgrade(site, [template]);

  expect(status).toBe(0);
  expect(output).toContain('Upgrade the template from 2.0.0 to 2.1.0: committed');
  expect(git(site, 'show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
    'docs/upgrading.md',
    'owner/portfolio.json',
    'package.json',
  ]);
  expect(read(site, 'owner/portfolio.json')).toBe('{ "name": "Aino" }\n\n');
  expect(git(site, 'status', '--porcelain')).toBe('?? built.txt');
});
