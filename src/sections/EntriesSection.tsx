import { EntryCard } from '../components/EntryCard';
import { Section } from '../components/Section';
import { StaticHtml } from '../components/StaticHtml';
import {
  entries,
  type DetailPart,
  type EntriesSectionKey,
  type EntryView,
  type ShownSection,
} from '../content';
import { withRolesGrouped } from '../content/roles';

/** An organisation with its roles under it: its logo, its name and what its roles share. */
const rolesAt = (first: EntryView, shared: DetailPart[], roles: EntryView[]): EntryView => ({
  id: `${first.id}-roles`,
  ...(first.image && { image: first.image }),
  title: first.details[0]!.text,
  ...(first.details[0]!.href && { titleHref: first.details[0]!.href }),
  details: shared,
  paragraphs: [],
  bullets: [],
  roles,
});

/** A reference: the words quoted, and who said them. */
function Reference({ entry }: { entry: EntryView }) {
  return (
    <li className="reference card">
      <figure className="reference__figure">
        <blockquote className="reference__quote">
          {entry.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </blockquote>
        {entry.title && <figcaption className="reference__author">{entry.title}</figcaption>}
      </figure>
    </li>
  );
}

/**
 * A section of entries that only shows content (Experience, Awards, Volunteering, Certificates,
 * …): an island, each entry as it reads (src/buildtime/content/entryViews.ts), roles in a row at one
 * organisation under it (roles.ts). Spoken languages and interests are short, so they sit in a
 * compact grid.
 */
export function EntriesSection({ section }: { section: ShownSection & { id: EntriesSectionKey } }) {
  const compact = section.id === 'languages' || section.id === 'interests';
  return (
    <Section section={section}>
      <StaticHtml name={section.id}>
        {() => (
          <ol className={compact ? 'entries entries--compact' : 'entries'}>
            {withRolesGrouped(entries[section.id], rolesAt).map((entry) =>
              entry.quote ? (
                <Reference key={entry.id} entry={entry} />
              ) : (
                <EntryCard key={entry.id} view={() => entry} />
              ),
            )}
          </ol>
        )}
      </StaticHtml>
    </Section>
  );
}
