import type { PolicySources } from '../siteFiles/securityHeaders';
import { SharedMinification } from './sharedMinification';
import { StageTimes } from './stageTimes';

/**
 * What the compilers of one build share. Each language's page has a compiler of its own (its
 * scripts carry its language only); the default language's runs last and writes the files
 * about the whole site, so it reads here what the others wrote.
 */
export class SiteBuild {
  private readonly filesByPage = new Map<string, Set<string>>();
  private readonly policyByPage = new Map<string, PolicySources>();
  /** Where this build's time goes, stage by stage. */
  readonly times = new StageTimes();
  /** What the pages share (React DOM), minified once. */
  readonly minification = new SharedMinification();

  /** A page's compiler is done: what it wrote, and what its page's policy allows. */
  recordPage(folder: string, files: string[], policy: PolicySources | null): void {
    this.filesByPage.set(folder, new Set(files));
    if (policy) this.policyByPage.set(folder, policy);
  }

  /** Whether another page's compiler wrote this file (path in the site), which must stay. */
  writtenByAnotherPage(file: string): boolean {
    return [...this.filesByPage.values()].some((files) => files.has(file));
  }

  /** The policies of the pages recorded so far. */
  recordedPolicies(): PolicySources[] {
    return [...this.policyByPage.values()];
  }
}
