/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { checkBuildSettings } from '../../../src/buildtime/settings/buildSettings';
import { annotation, stopBuild } from '../../../src/buildtime/settings/buildReport';
import { projectPaths } from '../../../src/buildtime/settings/projectPaths';
import {
  publishSampleVariable,
  samplePublishingProblems,
  templateMarkVariable,
} from '../../../src/buildtime/settings/samplePublishing';
import {
  githubRepositoryOf,
  templateRepositoryIn,
} from '../../../src/buildtime/settings/templateRepository';
import { writeFileTree } from '../../support/fileTree';

const sample = projectPaths.sample.content;
const ownersContent = path.join(projectPaths.root, 'test/fixtures/analytics-owner/portfolio.json');
/** A deploy of an owner's repository in GitHub Actions, as the runner sets it. */
const ownersDeploy = { GITHUB_ACTIONS: 'true', GITHUB_REPOSITORY: 'ingrid-vo/portfolio' };
const template = 'portfolio-maker/developer-portfolio';

describe('a deploy that would publish the sample owner', () => {
  it('stops in GitHub Actions of a repository not the template’s, naming the fix', () => {
    const problems = samplePublishingProblems(ownersDeploy, sample, template);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ingrid-vo\/portfolio has no owner\/portfolio\.json/);
    expect(problems[0]).toContain('commit your owner/ folder');
    expect(problems[0]).toContain(`set the repository variable ${publishSampleVariable} to true`);
  });

  it('stops when package.json names no template repository to tell the template’s own by', () => {
    expect(samplePublishingProblems(ownersDeploy, sample, null)).toHaveLength(1);
  });

  it('goes on in the template’s own repository, whatever the case of its name', () => {
    const own = {
      GITHUB_ACTIONS: 'true',
      GITHUB_REPOSITORY: 'Portfolio-Maker/Developer-Portfolio',
    };
    expect(samplePublishingProblems(own, sample, template)).toEqual([]);
  });

  it('goes on in a repository GitHub has marked as a template, whatever package.json names', () => {
    const marked = { ...ownersDeploy, [templateMarkVariable]: 'true' };
    expect(samplePublishingProblems(marked, sample, null)).toEqual([]);
    expect(
      samplePublishingProblems({ ...ownersDeploy, [templateMarkVariable]: 'false' }, sample, null),
    ).toHaveLength(1);
  });

  it('goes on with the owner’s content, or where the owner asks for the sample', () => {
    expect(samplePublishingProblems(ownersDeploy, ownersContent, template)).toEqual([]);
    expect(
      samplePublishingProblems({ ...ownersDeploy, PUBLISH_SAMPLE: 'true' }, sample, template),
    ).toEqual([]);
  });

  it('goes on outside GitHub Actions: npm run build here, and CI on a machine (CI=true)', () => {
    expect(samplePublishingProblems({}, sample, null)).toEqual([]);
    expect(
      samplePublishingProblems({ CI: 'true', GITHUB_REPOSITORY: 'x/y' }, sample, null),
    ).toEqual([]);
  });

  it('names a PUBLISH_SAMPLE that is neither true nor empty', () => {
    expect(samplePublishingProblems({ PUBLISH_SAMPLE: 'yes' }, sample, null)).toEqual([
      `${publishSampleVariable} must be "true" (publish the template's sample owner) or empty (it is "yes").`,
    ]);
  });

  it('is a problem of the production build’s settings, not of npm start', () => {
    const env = { ...ownersDeploy, CONTENT_FILE: sample };
    const check = checkBuildSettings(env, 'production');
    expect('problems' in check && check.problems.join('\n')).toMatch(/commit your owner\/ folder/);
    expect('problems' in checkBuildSettings(env, 'development')).toBe(false);
  });

  it('stops the real build with an ::error:: line, before anything is compiled', () => {
    const build = spawnSync(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd: projectPaths.root,
        encoding: 'utf8',
        env: { ...process.env, ...ownersDeploy, CONTENT_FILE: sample, PUBLISH_SAMPLE: '' },
      },
    );
    expect(build.status).toBe(1);
    expect(build.stdout).toMatch(
      /^::error title=The build settings are wrong.*::ingrid-vo\/portfolio has no owner\/portfolio\.json.*commit your owner\/ folder/m,
    );
  }, 60_000);
});

describe('the template’s repository', () => {
  it.each([
    ['github:you/portfolio', 'you/portfolio'],
    ['you/portfolio', 'you/portfolio'],
    ['https://github.com/you/portfolio.git', 'you/portfolio'],
    ['git+https://github.com/you/my.portfolio.git', 'you/my.portfolio'],
    ['git@github.com:you/portfolio.git', 'you/portfolio'],
    ['ssh://git@github.com/you/you.github.io', 'you/you.github.io'],
    ['https://gitlab.com/you/portfolio.git', null],
    ['../portfolio-template', null],
  ])('is read from %s', (written, repository) => {
    expect(githubRepositoryOf(written)).toBe(repository);
  });

  it('is package.json’s "repository", as a string or an object', () => {
    const asString = writeFileTree({ 'package.json': '{ "repository": "github:a/b" }' });
    const asObject = writeFileTree({
      'package.json':
        '{ "repository": { "type": "git", "url": "git+https://github.com/a/b.git" } }',
    });
    const none = writeFileTree({ 'package.json': '{}' });
    expect(templateRepositoryIn(asString)).toBe('a/b');
    expect(templateRepositoryIn(asObject)).toBe('a/b');
    expect(templateRepositoryIn(none)).toBeNull();
  });
});

describe('a stopped build in GitHub Actions', () => {
  it('annotates each problem as an error, its line breaks and colons kept as text', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    stopBuild('Broken: content', ['a\nb', '100%'], { GITHUB_ACTIONS: 'true' });
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      '::error title=Broken%3A content::a%0Ab',
      '::error title=Broken%3A content::100%25',
    ]);
    expect(annotation('warning', 'a, b', 'c')).toBe('::warning title=a%2C b::c');
    jest.restoreAllMocks();
  });
});
