/**
 * The owner's own sentences that match a posting's top requirements, for the letter's body: each
 * sentence of About, each bullet point and each paragraph of an entry (a publication's summary, a
 * reference's words), named by where it is. Only what the owner wrote: no entry of a feed, and
 * nothing made up or rephrased.
 */
import type { SiteContent } from '../../content/types';
import type { Catalog } from '../../i18n/words';
import { entryName, isolates } from '../../buildtime/documents/resumeData';
import { runsOf, type Requirement } from '../../buildtime/applications/matching/requirements';
import { holds, words } from '../../buildtime/applications/matching/words';

/** A sentence of the owner's, where it is, and which requirement it matches. */
export interface Evidence {
  requirement: string;
  sentences: { text: string; from: string }[];
}

/** How many requirements get their sentences, and how many sentences each, at most. */
const topRequirements = 8;
const sentencesPerRequirement = 3;

function ownersSentences(site: SiteContent, catalog: Catalog): { text: string; from: string }[] {
  const segmenter = new Intl.Segmenter(site.language.tag, { granularity: 'sentence' });
  const about = [...segmenter.segment(site.about.summary ?? '')]
    .map(({ segment }) => segment.trim())
    .filter(Boolean)
    .map((text) => ({ text, from: site.sections.find(({ id }) => id === 'about')?.title ?? '' }));
  const entries = Object.values(site.entries).flatMap((views) =>
    views
      .filter((view) => !view.foreign)
      .flatMap((view) => [view, ...(view.roles ?? [])])
      .flatMap((view) => {
        const from = entryName({ ...view, details: view.details.map(({ text }) => text) }, catalog);
        return [...view.bullets, ...view.paragraphs].map((text) => ({
          text: text.replace(isolates, ''),
          from,
        }));
      }),
  );
  return [...about, ...entries];
}

/** The sentences of a page's content (`words`: its catalog, which names the entries). */
export function letterEvidence(
  { content: site, words: catalog }: { content: SiteContent; words: Catalog },
  requirements: Requirement[],
): Evidence[] {
  const tag = site.language.tag;
  const sentences = ownersSentences(site, catalog).map((sentence) => ({
    ...sentence,
    said: words(sentence.text, tag),
  }));
  // The required ones first, then the nice to have, then the duties, each in the posting's order.
  const rank = (requirement: Requirement) => (requirement.duty ? 2 : requirement.liked ? 1 : 0);
  return [...requirements]
    .sort((a, b) => rank(a) - rank(b))
    .map((requirement) => ({
      requirement: requirement.text,
      sentences: sentences
        .filter(({ said }) => runsOf(requirement).some((keys) => holds(said, keys)))
        .slice(0, sentencesPerRequirement)
        .map(({ text, from }) => ({ text, from })),
    }))
    .filter(({ sentences: found }) => found.length > 0)
    .slice(0, topRequirements);
}
