/**
 * `npm run go-live`: the steps from a site on this machine to a site on GitHub Pages, in order,
 * each done or left with what to do, read from the repository (repositoryState.ts); then the
 * steps on GitHub that no file here records. docs/go-live.md tells the same path in full.
 */
import { contactSettingsOf, requiredEmailjsVariables } from '../settings/contactSettings';
import { readSiteAddress } from '../settings/buildSettings';
import { sameRepository } from '../settings/templateRepository';
import { publishSampleVariable } from '../settings/samplePublishing';
import {
  deployWorkflow,
  ownerContent,
  publishedBranch,
  type RepositoryState,
} from './repositoryState';

export interface GoLiveStep {
  /** Done; left to do; or optional, which the site goes live without. */
  status: 'done' | 'left' | 'optional';
  text: string;
}

const done = (text: string): GoLiveStep => ({ status: 'done', text });
const left = (text: string): GoLiveStep => ({ status: 'left', text });
const optional = (text: string): GoLiveStep => ({ status: 'optional', text });

const yourRepository = 'https://github.com/<you>/<name>.git';

/**
 * The address GitHub Pages gives a repository: `<user>.github.io` at the root for a repository of
 * that name, else a project site at the repository's name (`/portfolio/`).
 */
export function pagesAddressOf(repository: string): string {
  const [user = '', name = ''] = repository.split('/');
  const host = `${user.toLowerCase()}.github.io`;
  return name.toLowerCase() === host ? `https://${host}/` : `https://${host}/${name}/`;
}

function repositoryStep(state: RepositoryState): GoLiveStep {
  if (!state.isRepository) {
    return left(
      `This folder is no git repository yet: git init -b ${publishedBranch} && git add -A && ` +
        `git commit -m "My site", then make an empty repository on GitHub (github.com/new, public) ` +
        `and git remote add origin ${yourRepository}`,
    );
  }
  const { remote, template } = state;
  if (!remote) {
    return left(
      'No remote: make an empty repository on GitHub (github.com/new, public), then ' +
        `git remote add origin ${yourRepository}`,
    );
  }
  if (remote.github && template && sameRepository(remote.github, template)) {
    return left(
      `${remote.name} is the template's repository (${remote.github}), which you cannot publish ` +
        'to: make one of your own on GitHub (github.com/new, public, empty), then ' +
        `git remote set-url ${remote.name} ${yourRepository} (upgrades still come from the ` +
        `template: package.json's "repository")`,
    );
  }
  if (!remote.github) {
    return left(
      `${remote.name} (${remote.url}) is not on GitHub: the workflow publishes on GitHub Pages; ` +
        'for another host, publish dist/ (docs/go-live.md, "Another host")',
    );
  }
  return done(`Your repository: ${remote.github} (${remote.name})`);
}

function addressStep(state: RepositoryState): GoLiveStep {
  const site = readSiteAddress(state.env);
  const yours = repositoryStep(state).status === 'done' ? state.remote?.github : null;
  const pages = yours ? pagesAddressOf(yours) : null;
  if ('problems' in site) return left(site.problems.join(' '));
  if (pages && site.pageUrl && site.pageUrl !== pages) {
    return done(
      `Its address: ${pages}, which the workflow takes from Pages (SITE_URL here, ${site.pageUrl}, ` +
        'is for builds on this machine; a custom domain set in Settings → Pages changes it)',
    );
  }
  if (pages) {
    const where =
      pages.split('/').length > 4 ? "a project site, at the repository's name" : 'its root';
    return done(`Its address: ${pages} (${where}; the workflow takes it from Pages)`);
  }
  return optional(
    site.pageUrl
      ? `Its address: ${site.pageUrl} (SITE_URL)`
      : "Its address: https://<you>.github.io/<name>/, from your repository's name " +
          '(a repository named <you>.github.io is served at https://<you>.github.io/)',
  );
}

function branchStep(state: RepositoryState): GoLiveStep | null {
  if (!state.isRepository) return null;
  if (state.branch === publishedBranch)
    return done(`On ${publishedBranch}, the branch the workflow publishes`);
  return left(
    `You are on ${state.branch ?? 'no branch'}; the workflow publishes ${publishedBranch}: ` +
      `git branch -m ${publishedBranch} (or merge into it)`,
  );
}

function contentStep(state: RepositoryState): GoLiveStep {
  switch (state.content) {
    case 'absent':
      return left(
        `No ${ownerContent}: the site would show the template's sample owner, and the deploy stops ` +
          'rather than publish it. Make yours: npm run content:import -- <your résumé> (README, ' +
          '"Start from the résumé you have"). To publish the sample on purpose, set the repository ' +
          `variable ${publishSampleVariable} to true`,
      );
    case 'ignored':
      return left(
        `${ownerContent} is ignored by git (.gitignore): remove the line that ignores it, then ` +
          'git add owner && git commit -m "My content"',
      );
    case 'not committed':
      return left(`${ownerContent} is not committed: git add owner && git commit -m "My content"`);
    case 'changed since its commit':
      return left('owner/ has changes not committed: git add owner && git commit -m "My content"');
    case 'committed':
      return done(`${ownerContent} is committed`);
  }
}

function workflowStep(state: RepositoryState): GoLiveStep {
  if (state.workflow === 'committed') {
    return done(`${deployWorkflow} builds and publishes ${publishedBranch} on every push`);
  }
  if (state.workflow === 'not committed') {
    return left(`${deployWorkflow} is not committed: git add ${deployWorkflow} && git commit`);
  }
  return left(
    `${deployWorkflow} is missing: copy it from the template, commit it; it builds, checks and ` +
      'publishes the site',
  );
}

function pushStep(state: RepositoryState): GoLiveStep | null {
  const { remote, published } = state;
  if (repositoryStep(state).status !== 'done' || !remote || !state.hasCommits) return null;
  if (!published) {
    return left(
      `Nothing pushed to ${remote.name} yet (as far as this clone knows): ` +
        `git push -u ${remote.name} ${publishedBranch}`,
    );
  }
  if (published.unpushedCommits > 0) {
    const commits =
      published.unpushedCommits === 1 ? '1 commit' : `${published.unpushedCommits} commits`;
    return left(
      `${commits} not on ${published.branch} yet: git push ${remote.name} ${publishedBranch}`,
    );
  }
  return done(
    `Pushed: ${published.branch} has this commit (as of this clone's last push or fetch)`,
  );
}

function contactStep(state: RepositoryState): GoLiveStep {
  const contact = contactSettingsOf(state.env, 'production');
  const variables = requiredEmailjsVariables.join(', ');
  if ('problems' in contact) return left(contact.problems.join(' '));
  if (contact.reachedBy === 'mailto') {
    return optional(
      'No EmailJS settings: "Get in Touch" will be a mailto: link to your content\'s e-mail ' +
        `address. For the contact form, make an EmailJS account and add ${variables} as ` +
        'repository variables (Settings → Secrets and variables → Actions → Variables)',
    );
  }
  return done(
    `EmailJS is set here (.env or the environment): add the same ${variables} as repository ` +
      'variables too (Settings → Secrets and variables → Actions → Variables), which the workflow reads',
  );
}

/** The steps this repository records, in the order an owner takes them. */
export function goLiveSteps(state: RepositoryState): GoLiveStep[] {
  return [
    repositoryStep(state),
    addressStep(state),
    branchStep(state),
    contentStep(state),
    workflowStep(state),
    pushStep(state),
    contactStep(state),
  ].filter((step): step is GoLiveStep => step !== null);
}

/** What only GitHub knows, in the order to check it there. */
export const onGithubSteps = [
  'The repository is public (free GitHub Pages needs it): Settings → General → Danger Zone → Change visibility',
  'Settings → Pages → Build and deployment → Source: GitHub Actions',
  'A fork runs no workflow until you allow it: the Actions tab → "I understand my workflows, go ahead and enable them"',
  'The first run: the Actions tab → "Deploy to GitHub Pages"; its summary shows the address, and any warning (a mailto: link, SITE_URL) or ::error:: with its fix',
];

const marks = { done: '✓', left: '✗', optional: '○' } as const;

/** The report `npm run go-live` prints. */
export function goLiveReport(state: RepositoryState): string[] {
  const steps = goLiveSteps(state);
  const leftCount = steps.filter((step) => step.status === 'left').length;
  return [
    'Going live on GitHub Pages (docs/go-live.md):',
    ...steps.map((step) => `  ${marks[step.status]} ${step.text}`),
    'On GitHub, which this command cannot see:',
    ...onGithubSteps.map((step) => `  - ${step}`),
    leftCount === 0
      ? 'Nothing left here: push, and check the run on GitHub.'
      : `${leftCount === 1 ? '1 step' : `${leftCount} steps`} left here (✗); ○ is optional.`,
  ];
}
