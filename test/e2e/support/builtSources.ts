import fs from 'node:fs';
import type { OwnerContent } from '../../../src/content/ownerContent';
import { keptSources } from '../../../src/buildtime/sources/readSources';
import { e2eSourcesOrigin, e2eSourcesServedFile } from './site';

/**
 * What the suite's build used of the content's sources (the answers it kept: the stand-in's for
 * GitHub, and each feed's), so that the suite expects on its pages what the build put there. The
 * kept answers name where build:e2e's stand-in answered, which the content names e2eSourcesOrigin.
 */
export function builtSources(owner: Pick<OwnerContent, 'sources'>) {
  if (!owner.sources) return null;
  const served = fs.existsSync(e2eSourcesServedFile)
    ? fs.readFileSync(e2eSourcesServedFile, 'utf8')
    : e2eSourcesOrigin;
  const feeds = owner.sources.feeds?.map((address) => address.replace(e2eSourcesOrigin, served));
  return keptSources({ ...owner.sources, feeds }, { apiOrigin: served });
}
