import type { SitePage } from '../content/sitePages';
import { withRepositoryFacts } from './projectRepositories';
import type { SourcesRead } from './readSources';
import { withWriting } from './writing';

/** A page with what the sources gave: its projects' repositories and the Writing section. */
export function withSources(page: SitePage, sources: SourcesRead | null): SitePage {
  const { content, words } = page;
  const withFacts = sources?.repositories
    ? withRepositoryFacts(content, words, sources.repositories)
    : content;
  return {
    ...page,
    content: sources?.posts ? withWriting(withFacts, words, sources.posts) : withFacts,
  };
}
