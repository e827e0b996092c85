import type { OwnerContent } from '../../../src/content/ownerContent';
import { keptSources } from '../../../src/buildtime/sources/readSources';
import { e2eSourcesOrigin } from './site';

/**
 * What the suite's build used of the content's sources (the answers it kept: the stand-in's for
 * GitHub, and each feed's), so that the suite expects on its pages what the build put there.
 */
export const builtSources = (owner: Pick<OwnerContent, 'sources'>) =>
  owner.sources ? keptSources(owner.sources, { apiOrigin: e2eSourcesOrigin }) : null;
