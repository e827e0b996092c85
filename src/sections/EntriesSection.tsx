import { EntryCard } from '../components/EntryCard';
import { Section } from '../components/Section';
import { StaticHtml } from '../components/StaticHtml';
import { entries, type EntriesSectionKey, type EntryView, type ShownSection } from '../content';

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
        <figcaption className="reference__author">{entry.title}</figcaption>
      </figure>
    </li>
  );
}

/**
 * A section of entries that only shows content (Experience, Awards, Volunteering, Certificates,
 * …): an island, each entry as it reads (src/buildtime/content/entryViews.ts). Spoken languages and
 * interests are short, so they sit in a compact grid.
 */
export function EntriesSection({ section }: { section: ShownSection & { id: EntriesSectionKey } }) {
  const compact = section.id === 'languages' || section.id === 'interests';
  return (
    <Section section={section}>
      <StaticHtml name={section.id}>
        {() => (
          <ol className={compact ? 'entries entries--compact' : 'entries'}>
            {entries[section.id].map((entry) =>
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
