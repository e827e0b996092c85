import type { OwnerContent } from '../../content/ownerContent';
import { networkNamed, usernameIn } from '../../content/profileNetworks';

const github = networkNamed('GitHub')!;

/**
 * What the import tells an owner whose content names no sources but links a GitHub profile: the
 * line that would show their repositories' stars. Null when there is nothing to offer.
 */
export function sourcesOffer({ profile, sources }: Pick<OwnerContent, 'profile' | 'sources'>) {
  if (sources) return null;
  const user = (profile.profiles ?? [])
    .map(({ url }) => url && usernameIn(github, url))
    .find((name) => !!name);
  return user
    ? `Your GitHub profile is ${user}: add "sources": { "github": "${user}" } to ` +
        'portfolio.json, and every build shows your projects’ stars and activity (docs/sources.md, ' +
        'also for your blog’s feed).'
    : null;
}
