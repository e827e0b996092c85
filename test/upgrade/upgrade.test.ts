/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  commitAll,
  commitVersion,
  copyOf,
  edit,
  filesUnder,
  forkOf,
  git,
  read,
  removeTemporaryFolders,
  templateFromThisCheckout,
  upgrade,
  writeFiles,
} from './repositories';

jest.setTimeout(30_000);
afterAll(removeTemporaryFolders);

const fixture = path.resolve(__dirname, '../fixtures/arabic-owner');
const workflow = '.github/workflows/deploy.yml';
const ownersCron = "    - cron: '30 2 * * *'\n";
/** A binary file the owner and the template both change: the owner's stays. */
const screenshotBothChange = '.github/screenshots/phone-dark.png';
const handOverMark = 'This is the newest template’s upgrade code.';

let template: string;
let before: string; // 2.0.0, where the owners' sites start
let sameVersionLater: string; // 2.0.0 too: the base is the closer of the two
let newest: string; // 2.1.0

beforeAll(() => {
  template = templateFromThisCheckout('1.9.0');
  edit(template, 'README.md', (text) => `${text}\nWhat 1.9.0 said.\n`);
  before = commitVersion(template, '2.0.0', 'Version 2.0.0');
});

/** An owner's site made from the template at 2.0.0: their content, images, schedule and edits. */
function makeItTheOwners(site: string) {
  writeFiles(site, {
    'owner/portfolio.json': read(fixture, 'portfolio.json').replace(
      '../../../src/content/schemas/content.json',
      '../src/content/schemas/content.json',
    ),
    'owner/portfolio.de.json': read(fixture, 'portfolio.de.json'),
    'notes/ideas.md': 'A file of my own.\n',
    [screenshotBothChange]: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 4]),
  });
  fs.cpSync(path.join(fixture, 'public'), path.join(site, 'owner/public'), { recursive: true });
  edit(site, workflow, (text) => text.replace(/^ {4}- cron: .*\n/m, ownersCron));
  edit(site, 'README.md', (text) => text.replace('## Quick start\n', '## Quick start, my way\n'));
  edit(site, 'docs/architecture.md', (text) => `${text}\nMy note on the architecture.\n`);
  commitAll(site, 'My content');
  fs.writeFileSync(path.join(site, '.env'), 'EMAILJS_PUBLIC_KEY=mine\n');
}

/** The template's next version: README, code, the workflow, a new, a deleted and a renamed file. */
function releaseNewest() {
  edit(
    template,
    'src/content/constants.ts',
    (text) => `${text}// A change of 2.0.0's second commit.\n`,
  );
  sameVersionLater = commitVersion(template, '2.0.0', 'Another commit of 2.0.0');

  edit(
    template,
    'README.md',
    (text) => text.replace(/^# .*/, '# Developer portfolio, 2.1') + 'New in 2.1.\n',
  );
  edit(template, 'src/app/App.tsx', (text) => `${text}// 2.1.0 was here.\n`);
  edit(template, workflow, (text) =>
    text
      .replace('node-version: 20', 'node-version: 22')
      .replace(/^ {4}- cron: .*\n/m, "    - cron: '0 5 * * 1'\n"),
  );
  edit(template, 'src/upgrade/main.mjs', (text) => `${text}console.log('${handOverMark}');\n`);
  fs.renameSync(path.join(template, 'docs/architecture.md'), path.join(template, 'docs/design.md'));
  edit(template, 'docs/design.md', (text) => text.replace('# Architecture', '# Design'));
  fs.rmSync(path.join(template, 'docs/measurements.md'));
  fs.appendFileSync(
    path.join(template, '.github/screenshots/wide-light.png'),
    Buffer.from([0, 2, 1]),
  );
  fs.appendFileSync(path.join(template, screenshotBothChange), Buffer.from([0, 2, 1]));
  writeFiles(template, {
    'docs/release-notes.md': '# Release notes\n',
    'notes/todo.md': '# The template’s to-do list\n',
    'owner/portfolio.json':
      '{ "a template change in the owner’s folder": "never reaches a site" }\n',
    'CHANGELOG.md':
      '# Changelog\n\n## [2.1.0] - 2026-12-01\n\n### Added\n\n- Upgrading.\n\n' +
      '## [2.0.0] - 2026-11-26\n\n### Changed\n\n- The owner’s folder.\n',
  });
  newest = commitVersion(template, '2.1.0', 'Version 2.1.0');
}

const sites: Record<'fork' | 'copy', string> = { fork: '', copy: '' };
const ownersFiles: Record<string, Map<string, Buffer>> = {};
let clashing: string;
let dirty: string;
let ignoring: string;
let planning: string;
let publishing: string;
let saying: string;
/** An owner's content whose phone and address resume.json published before 2.1.0. */
const publishedContent = (profile: object) =>
  `${JSON.stringify({ $schema: '../src/content/schemas/content.json', profile }, null, 2)}\n`;
const withContacts = {
  name: 'Aino Kallio',
  phone: '+358 40 123 4567',
  location: { address: 'Mannerheimintie 1', city: 'Helsinki' },
};
const ownersTodo = 'Call the printer.\n';

beforeAll(() => {
  sites.fork = forkOf(template);
  sites.copy = copyOf(template);
  clashing = copyOf(template);
  dirty = copyOf(template);
  ignoring = forkOf(template);
  planning = copyOf(template);
  publishing = copyOf(template);
  writeFiles(publishing, { 'owner/portfolio.json': publishedContent(withContacts) });
  commitAll(publishing, 'My content, with my phone and address');
  saying = copyOf(template);
  writeFiles(saying, {
    'owner/portfolio.json': publishedContent({ ...withContacts, showPhone: false }),
  });
  commitAll(saying, 'My content, my phone not shown');
  fs.appendFileSync(path.join(ignoring, '.git/info/exclude'), 'notes/\n');
  writeFiles(ignoring, { 'notes/todo.md': ownersTodo });
  for (const site of Object.values(sites)) {
    makeItTheOwners(site);
    ownersFiles[site] = filesUnder(site, 'owner');
  }
  edit(clashing, 'README.md', (text) => text.replace(/^# .*/, '# My own title'));
  edit(clashing, 'docs/measurements.md', (text) => `${text}\nMy measurements.\n`);
  commitAll(clashing, 'My title');
  releaseNewest();
});

describe.each(['fork', 'copy'] as const)('an owner’s site made as a %s', (kind) => {
  let site: string;
  let result: ReturnType<typeof upgrade>;
  let ownersHead: string;

  beforeAll(() => {
    site = sites[kind];
    ownersHead = git(site, 'rev-parse', 'HEAD');
    result = upgrade(site, [template, '--no-checks']);
  });

  test('upgrades with the template’s own upgrade code, from the closest commit of its version', () => {
    expect(result.status).toBe(0);
    expect(result.output).toContain(handOverMark);
    expect(result.output).toContain(`closest to your site is ${before.slice(0, 7)}`);
    expect(result.output).not.toContain(sameVersionLater.slice(0, 7));
    expect(result.output).toContain(`The template's newest is 2.1.0 (${newest.slice(0, 7)})`);
  });

  test('commits once, naming both versions, and leaves nothing in conflict', () => {
    expect(git(site, 'log', '-1', '--format=%s')).toBe('Upgrade the template from 2.0.0 to 2.1.0');
    expect(git(site, 'rev-parse', 'HEAD~1')).toBe(ownersHead);
    expect(git(site, 'status', '--porcelain')).toBe('');
    expect(git(site, 'ls-files', '--unmerged')).toBe('');
    for (const merged of ['README.md', 'docs/design.md', workflow]) {
      expect(read(site, merged)).not.toMatch(/^(<<<<<<<|>>>>>>>) /m);
    }
  });

  test('every template change arrives, merged with the owner’s where both changed a file', () => {
    const ownersOwn = new Set(['README.md', 'docs/design.md', workflow, screenshotBothChange]);
    const notAsTheTemplateHasThem = git(template, 'ls-files')
      .split('\n')
      .filter((file) => !file.startsWith('owner/') && !ownersOwn.has(file))
      .filter((file) => {
        const inSite = path.join(site, file);
        const inTemplate = fs.readFileSync(path.join(template, file));
        return !fs.existsSync(inSite) || !fs.readFileSync(inSite).equals(inTemplate);
      });
    expect(notAsTheTemplateHasThem).toEqual([]);
    expect(fs.existsSync(path.join(site, 'docs/measurements.md'))).toBe(false);
    expect(fs.existsSync(path.join(site, 'docs/architecture.md'))).toBe(false);

    const readme = read(site, 'README.md');
    expect(readme).toMatch(/^# Developer portfolio, 2\.1\n/);
    expect(readme).toContain('## Quick start, my way\n');
    expect(readme).toMatch(/New in 2\.1\.\n$/);
    const design = read(site, 'docs/design.md');
    expect(design).toMatch(/^# Design\n/);
    expect(design).toContain('My note on the architecture.');
  });

  test('the owner’s files, schedule and binary change stay theirs', () => {
    expect(filesUnder(site, 'owner')).toEqual(ownersFiles[site]);
    expect(read(site, '.env')).toBe('EMAILJS_PUBLIC_KEY=mine\n');
    expect(read(site, 'notes/ideas.md')).toBe('A file of my own.\n');
    expect(read(site, workflow)).toBe(
      read(template, workflow).replace(/^ {4}- cron: .*\n/m, ownersCron),
    );
    expect(fs.readFileSync(path.join(site, screenshotBothChange))).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 4]),
    );
  });

  test('prints what changed for owners since their version', () => {
    expect(result.output).toContain('## [2.1.0] - 2026-12-01');
    expect(result.output).not.toContain('## [2.0.0]');
  });

  test('a second run finds nothing to do and changes nothing', () => {
    const head = git(site, 'rev-parse', 'HEAD');
    const again = upgrade(site, [template, '--no-checks']);
    expect(again.status).toBe(0);
    expect(again.output).toContain('nothing to do');
    expect(git(site, 'rev-parse', 'HEAD')).toBe(head);
  });
});

test('where the owner and the template changed the same lines, it stops having changed nothing', () => {
  const head = git(clashing, 'rev-parse', 'HEAD');
  const { status, output } = upgrade(clashing, [template, '--no-checks']);

  expect(status).toBe(1);
  expect(output).toContain('changed nothing');
  expect(output).toMatch(/README\.md: you and the template changed the same lines/);
  expect(output).toMatch(/docs\/measurements\.md: you changed it, and the template deletes it/);
  expect(git(clashing, 'rev-parse', 'HEAD')).toBe(head);
  expect(git(clashing, 'status', '--porcelain')).toBe('');
});

test('a file git ignores where the template adds one stops it, naming the file, having changed nothing', () => {
  const head = git(ignoring, 'rev-parse', 'HEAD');
  const { status, output } = upgrade(ignoring, [template, '--no-checks']);

  expect(status).toBe(1);
  expect(output).toContain('changed nothing');
  expect(output).toMatch(/notes\/todo\.md: the upgrade adds it, and .* git does not track/);
  expect(read(ignoring, 'notes/todo.md')).toBe(ownersTodo);
  expect(git(ignoring, 'rev-parse', 'HEAD')).toBe(head);
  expect(git(ignoring, 'status', '--porcelain', '--ignored')).toBe('!! notes/');
});

test('a dry run runs none of the upgrade code it fetched, lists what would change and changes nothing', () => {
  const head = git(planning, 'rev-parse', 'HEAD');
  const { status, output } = upgrade(planning, [template, '--dry-run']);

  expect(status).toBe(0);
  expect(output).not.toContain(handOverMark);
  expect(output).toMatch(
    /The template's upgrade code differs from your site's \(git diff HEAD \w+ -- src\/upgrade/,
  );
  expect(output).toContain(`The template's newest is 2.1.0 (${newest.slice(0, 7)})`);
  expect(output).toMatch(/^ {2}added {4}docs\/release-notes\.md$/m);
  expect(output).toContain('Nothing changed (--dry-run).');
  expect(git(planning, 'rev-parse', 'HEAD')).toBe(head);
  expect(git(planning, 'status', '--porcelain')).toBe('');
});

test('what a site of 2.0.0 published, 2.1.0 publishes too: its phone and address, saying so', () => {
  const { status, output } = upgrade(publishing, [template, '--no-checks']);

  expect(status).toBe(0);
  expect(JSON.parse(read(publishing, 'owner/portfolio.json'))).toEqual({
    $schema: '../src/content/schemas/content.json',
    profile: { showPhone: true, showAddress: true, ...withContacts },
  });
  expect(read(publishing, 'owner/portfolio.json')).toBe(
    publishedContent(withContacts).replace(
      '"profile": {\n',
      '"profile": {\n    "showPhone": true,\n    "showAddress": true,\n',
    ),
  );
  for (const field of ['showPhone', 'showAddress'])
    expect(output).toMatch(
      new RegExp(
        `owner/portfolio\\.json: profile\\.${field}: .*published.* false to publish it nowhere`,
      ),
    );
  expect(git(publishing, 'status', '--porcelain')).toBe('');

  const again = upgrade(publishing, [template, '--no-checks']);
  expect(again.output).toContain('nothing to do');
});

test('where the owner said whether to show their phone, it stays as they said', () => {
  upgrade(saying, [template, '--no-checks']);
  expect(JSON.parse(read(saying, 'owner/portfolio.json')).profile).toEqual({
    showAddress: true,
    ...withContacts,
    showPhone: false,
  });
});

test('a site with changes not committed is refused, naming them', () => {
  const head = git(dirty, 'rev-parse', 'HEAD');
  edit(dirty, 'README.md', (text) => `${text}Half done.\n`);
  writeFiles(dirty, { 'draft.md': 'new\n' });

  const { status, output } = upgrade(dirty, [template, '--no-checks']);

  expect(status).toBe(1);
  expect(output).toContain('not committed');
  expect(output).toContain('README.md');
  expect(output).toContain('draft.md');
  expect(git(dirty, 'rev-parse', 'HEAD')).toBe(head);
  expect(read(dirty, 'README.md')).toMatch(/Half done\.\n$/);
});

test('with no template named, one line says how to name it', () => {
  const site = copyOf(template);
  const packageJson = JSON.parse(read(site, 'package.json'));
  if ('repository' in packageJson) {
    delete packageJson.repository;
    writeFiles(site, { 'package.json': `${JSON.stringify(packageJson, null, 2)}\n` });
    commitAll(site, 'No repository');
  }
  const { status, output } = upgrade(site, ['--no-checks']);
  expect(status).toBe(1);
  expect(output).toMatch(/^Name the template to upgrade from: npm run upgrade -- <.+\.$/m);
});

// Last: it adds to the template's history.
test('targets the template’s newest release, not a head caught between releases', () => {
  commitVersion(template, '2.2.0-beta.1', 'Half of 2.2.0');
  const between = upgrade(planning, [template, '--dry-run']);
  expect(between.output).toContain(`The template's newest is 2.1.0 (${newest.slice(0, 7)})`);

  git(template, 'checkout', '--quiet', '-b', 'fixes', newest);
  const fix = commitVersion(template, '2.1.1', 'A fix of 2.1.0');
  git(template, 'tag', 'v2.1.1');
  git(template, 'checkout', '--quiet', 'main');
  const tagged = upgrade(planning, [template, '--dry-run']);
  expect(tagged.output).toContain(`The template's newest is 2.1.1 (${fix.slice(0, 7)})`);
  expect(git(planning, 'tag')).toBe('');
});

// Last too: it adds to the template's history.
test('upgrades to the newest version tag, with what to do of every release since the site’s', () => {
  const changelog = (sections: string) =>
    writeFiles(template, {
      'CHANGELOG.md':
        `# Changelog\n\n${sections}## [2.1.0] - 2026-12-01\n\n### Added\n\n- Upgrading.\n\n` +
        '## [2.0.0] - 2026-11-26\n\n### Changed\n\n- The owner’s folder.\n',
    });
  const released =
    '## [2.2.0] - 2026-12-02\n\n### What to do\n\n- Run npm run content:migrate once.\n\n';
  changelog(released);
  const tagged = commitVersion(template, '2.2.0', 'Version 2.2.0');
  git(template, 'tag', '--annotate', 'v2.2.0', '--message', '2.2.0');
  // The template goes on: a version named but not tagged, and a commit under it.
  changelog(
    `## [Unreleased]\n\n- Half done.\n\n## [2.3.0] - 2026-12-03\n\n- Not yet.\n\n${released}`,
  );
  commitVersion(template, '2.3.0', 'Version 2.3.0 named, not released');
  edit(template, 'README.md', (text) => `${text}Still going.\n`);
  commitAll(template, 'Still going');

  const { output } = upgrade(planning, [template, '--dry-run']);
  expect(output).toContain("Upgrading to the template's newest release, v2.2.0.");
  expect(output).toMatch(/has 2 commits since v2\.2\.0 not released yet/);
  expect(output).toContain(`The template's newest is 2.2.0 (${tagged.slice(0, 7)})`);
  expect(output).toContain('- Run npm run content:migrate once.');
  expect(output).toContain('- Upgrading.');
  expect(output).not.toContain('Not yet.');
  expect(output).not.toContain('Half done.');

  const onNewest = copyOf(template);
  commitVersion(onNewest, '2.2.0', 'Made from 2.2.0');
  const head = git(onNewest, 'rev-parse', 'HEAD');
  const upToDate = upgrade(onNewest, [template, '--no-checks']);
  expect(upToDate.status).toBe(0);
  expect(upToDate.output).toContain(
    "Your site is on 2.2.0, the template's newest release (v2.2.0): nothing to do.",
  );
  expect(git(onNewest, 'rev-parse', 'HEAD')).toBe(head);
});
