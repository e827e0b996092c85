import type { CheckedContent } from '../content/contentCheck';
import { withRepositoryFacts } from './projectRepositories';
import type { SourcesRead } from './readSources';
import { withWriting } from './writing';

/** A page with what the sources gave: its projects' repositories and the Writing section. */
export function withSources<Page extends CheckedContent>(
  page: Page,
  sources: Pick<SourcesRead, 'repositories' | 'posts'> | null,
): Page {
  const { content, words } = page;
  const withFacts = sources?.repositories
    ? withRepositoryFacts(content, words, sources.repositories)
    : content;
  return {
    ...page,
    content: sources?.posts ? withWriting(withFacts, words, sources.posts) : withFacts,
  };
}
