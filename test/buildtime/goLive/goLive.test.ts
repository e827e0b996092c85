/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  goLiveReport,
  goLiveSteps,
  pagesAddressOf,
  type GoLiveStep,
} from '../../../src/buildtime/goLive/goLiveSteps';
import { readRepositoryState } from '../../../src/buildtime/goLive/repositoryState';
import { projectPaths } from '../../../src/buildtime/settings/projectPaths';
import { writeFileTree } from '../../support/fileTree';
import { gitEnvironment } from '../../support/gitEnvironment';

/** The template of these tests, as package.json's "repository" names it. */
const template = 'portfolio-maker/developer-portfolio';
const workflow = fs.readFileSync(
  path.join(projectPaths.root, '.github/workflows/deploy.yml'),
  'utf8',
);
const content =
  '{ "profile": { "name": "Ingrid Valtonen-Osei", "email": "ingrid@example.test" } }\n';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: gitEnvironment, encoding: 'utf8' }).trim();

/** A site's folder with the template's files (package.json, the workflow) and these of its own. */
function folder(files: Record<string, string> = {}): string {
  return writeFileTree(
    {
      'package.json': JSON.stringify({
        name: 'developer-portfolio',
        repository: `github:${template}`,
      }),
      '.github/workflows/deploy.yml': workflow,
      ...files,
    },
    'go-live-',
  );
}

/** A site committed on main, with a remote at `origin` (no network: nothing is pushed or fetched). */
function repository(origin: string | null, files: Record<string, string> = {}): string {
  const root = folder(files);
  git(root, 'init', '--quiet', '-b', 'main');
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '-m', 'The site');
  if (origin) git(root, 'remote', 'add', 'origin', origin);
  return root;
}

/** As if this clone had pushed HEAD to origin's main. */
const pushed = (root: string) => git(root, 'update-ref', 'refs/remotes/origin/main', 'HEAD');

const stepsOf = (root: string, env: NodeJS.ProcessEnv = {}) =>
  goLiveSteps(readRepositoryState(root, env));
const leftOf = (steps: GoLiveStep[]) =>
  steps.filter((step) => step.status === 'left').map((step) => step.text);
const doneOf = (steps: GoLiveStep[]) =>
  steps.filter((step) => step.status === 'done').map((step) => step.text);

describe('npm run go-live, read from the repository', () => {
  it('in a clone of the template: a repository of your own and your content are left', () => {
    const steps = stepsOf(repository(`https://github.com/${template}.git`));
    const left = leftOf(steps);
    expect(left[0]).toMatch(
      /^origin is the template's repository \(portfolio-maker\/developer-portfolio\)/,
    );
    expect(left[0]).toContain('git remote set-url origin');
    expect(left).toContainEqual(
      expect.stringMatching(/^No owner\/portfolio\.json: .*the deploy stops/),
    );
    expect(left.join('\n')).not.toMatch(/git push/);
    expect(steps[1]).toMatchObject({
      status: 'optional',
      text: expect.stringMatching(/^Its address: https:\/\/<you>\.github\.io\/<name>\//),
    });
  });

  it('with everything committed and pushed to a repository of the owner’s: nothing left', () => {
    const root = repository('git@github.com:ingrid-vo/portfolio.git', {
      'owner/portfolio.json': content,
    });
    pushed(root);
    const steps = stepsOf(root);
    expect(leftOf(steps)).toEqual([]);
    expect(doneOf(steps)).toEqual([
      'Your repository: ingrid-vo/portfolio (origin)',
      "Its address: https://ingrid-vo.github.io/portfolio/ (a project site, at the repository's name; the workflow takes it from Pages)",
      'On main, the branch the workflow publishes',
      'owner/portfolio.json is committed',
      '.github/workflows/deploy.yml builds and publishes main on every push',
      "Pushed: origin/main has this commit (as of this clone's last push or fetch)",
    ]);
    const report = goLiveReport(readRepositoryState(root, {}));
    expect(report.at(-1)).toBe('Nothing left here: push, and check the run on GitHub.');
    expect(report).toContain(
      '  - Settings → Pages → Build and deployment → Source: GitHub Actions',
    );
  });

  it('names what is not committed or not pushed, with the command that does it', () => {
    const untracked = repository('https://github.com/ingrid-vo/portfolio.git');
    fs.mkdirSync(path.join(untracked, 'owner'));
    fs.writeFileSync(path.join(untracked, 'owner/portfolio.json'), content);
    expect(leftOf(stepsOf(untracked))).toEqual([
      'owner/portfolio.json is not committed: git add owner && git commit -m "My content"',
      'Nothing pushed to origin yet (as far as this clone knows): git push -u origin main',
    ]);

    const ahead = repository('https://github.com/ingrid-vo/portfolio.git', {
      'owner/portfolio.json': content,
    });
    pushed(ahead);
    for (const photo of ['a', 'b']) {
      fs.writeFileSync(path.join(ahead, `owner/${photo}.txt`), photo);
      git(ahead, 'add', '--all');
      git(ahead, 'commit', '--quiet', '-m', photo);
    }
    fs.writeFileSync(path.join(ahead, 'owner/portfolio.json'), content.replace('Ingrid', 'Inga'));
    expect(leftOf(stepsOf(ahead))).toEqual([
      'owner/ has changes not committed: git add owner && git commit -m "My content"',
      '2 commits not on origin/main yet: git push origin main',
    ]);
  });

  it('gives the root address to a repository named <user>.github.io', () => {
    expect(pagesAddressOf('Ingrid-VO/ingrid-vo.github.io')).toBe('https://ingrid-vo.github.io/');
    expect(pagesAddressOf('ingrid-vo/portfolio')).toBe('https://ingrid-vo.github.io/portfolio/');
  });

  it('in a downloaded copy, with no git: starts from git init', () => {
    const [first] = leftOf(stepsOf(folder({ 'owner/portfolio.json': content })));
    expect(first).toMatch(/^This folder is no git repository yet: git init -b main/);
  });

  it('names a branch other than the one the workflow publishes, and a missing workflow', () => {
    const root = repository('https://github.com/ingrid-vo/portfolio.git', {
      'owner/portfolio.json': content,
    });
    git(root, 'rm', '--quiet', '.github/workflows/deploy.yml');
    git(root, 'commit', '--quiet', '-m', 'No workflow');
    git(root, 'checkout', '--quiet', '-b', 'drafts');
    const left = leftOf(stepsOf(root));
    expect(left).toContainEqual(
      expect.stringMatching(/^You are on drafts; the workflow publishes main/),
    );
    expect(left).toContainEqual(
      expect.stringMatching(/^\.github\/workflows\/deploy\.yml is missing/),
    );
  });

  it('reads EmailJS from .env: optional, set (then on GitHub too), or half set', () => {
    const root = repository('https://github.com/ingrid-vo/portfolio.git');
    const contact = (env: NodeJS.ProcessEnv = {}) => stepsOf(root, env).at(-1)!;
    expect(contact()).toMatchObject({
      status: 'optional',
      text: expect.stringMatching(/mailto: link/),
    });

    fs.writeFileSync(
      path.join(root, '.env'),
      'EMAILJS_PUBLIC_KEY=k\nEMAILJS_SERVICE_ID=s\nEMAILJS_TEMPLATE_ID=t\n',
    );
    expect(contact()).toMatchObject({
      status: 'done',
      text: expect.stringMatching(/as repository variables too/),
    });
    expect(contact({ EMAILJS_TEMPLATE_ID: '' })).toMatchObject({
      status: 'left',
      text: expect.stringMatching(/^EMAILJS_TEMPLATE_ID is missing/),
    });
  });

  it('says where a SITE_URL of this machine and the address Pages gives differ', () => {
    const root = repository('https://github.com/ingrid-vo/portfolio.git');
    const [, address] = stepsOf(root, { SITE_URL: 'https://ingrid.dev' });
    expect(address!.text).toMatch(
      /^Its address: https:\/\/ingrid-vo\.github\.io\/portfolio\/, which the workflow takes from Pages \(SITE_URL here, https:\/\/ingrid\.dev\//,
    );
  });
});
