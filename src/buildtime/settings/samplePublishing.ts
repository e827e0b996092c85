import path from 'node:path';
import { projectPaths } from './projectPaths';
import { sameRepository } from './templateRepository';

/** The repository variable an owner sets to "true" to publish the template's sample owner on purpose. */
export const publishSampleVariable = 'PUBLISH_SAMPLE';

/**
 * What the deploy workflow sets from GitHub's own word on the repository: "true" where it is
 * marked as a template (Settings → Template repository), which a copy made from it never is.
 */
export const templateMarkVariable = 'REPOSITORY_IS_TEMPLATE';

/**
 * Why this build must not go on, when it would publish the sample by accident: a build in GitHub
 * Actions (GITHUB_ACTIONS) of a repository that is not the template's own (marked as a template,
 * or GITHUB_REPOSITORY against package.json's "repository") whose content is the sample's, because
 * its owner/ folder was never committed. Anywhere else (npm start, CI on a machine, the template's
 * own deploy) the sample builds.
 */
export function samplePublishingProblems(
  env: NodeJS.ProcessEnv,
  contentFile: string,
  templateRepository: string | null,
): string[] {
  const asked = env[publishSampleVariable]?.trim() ?? '';
  if (asked !== '' && asked !== 'true' && asked !== 'false') {
    return [
      `${publishSampleVariable} must be "true" (publish the template's sample owner) or empty ` +
        `(it is "${asked}").`,
    ];
  }
  if (env.GITHUB_ACTIONS !== 'true' || asked === 'true') return [];
  if (env[templateMarkVariable] === 'true') return [];
  if (path.resolve(contentFile) !== projectPaths.sample.content) return [];
  const repository = env.GITHUB_REPOSITORY?.trim() ?? '';
  if (templateRepository && sameRepository(repository, templateRepository)) return [];
  return [
    `${repository || 'This repository'} has no owner/portfolio.json, so this build would publish ` +
      "the template's sample owner, not you: commit your owner/ folder and push it " +
      '(git add owner && git commit -m "My content" && git push; see docs/go-live.md). To publish ' +
      `the sample on purpose, set the repository variable ${publishSampleVariable} to true ` +
      '(Settings → Secrets and variables → Actions → Variables).',
  ];
}
