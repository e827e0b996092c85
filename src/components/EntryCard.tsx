import type { ReactNode } from 'react';
import type { EntryView } from '../content';
import { EntryDetails, EntryText, MaybeLinked } from './EntryDetails';
import { StaticHtml } from './StaticHtml';

interface EntryCardProps {
  /**
   * The entry as it reads; a function, so that a card whose content is in islands reads it only
   * where the islands render (see StaticHtml).
   */
  view: () => EntryView;
  /**
   * For a card in a list that hydrates: the card's content goes into islands of this name (see
   * StaticHtml), and `controls` are the part that hydrates, under its text.
   */
  island?: string;
  controls?: ReactNode;
}

/** One entry of a section: logo, h3, details, date, paragraphs, bullets and tags. */
export function EntryCard({ view, island, controls }: EntryCardProps) {
  const staticPart = (name: string, part: (entry: EntryView) => ReactNode) =>
    island ? <StaticHtml name={name}>{() => part(view())}</StaticHtml> : part(view());
  return (
    <li className="entry card">
      {staticPart(
        `${island}-logo`,
        ({ image }) =>
          image && (
            <img
              className="entry__logo"
              src={image.src}
              alt={image.alt}
              width="48"
              height="48"
              loading="lazy"
            />
          ),
      )}
      <div className="entry__body">
        {staticPart(`${island}-text`, (entry) => (
          <>
            <h3 className="entry__title">
              <MaybeLinked
                text={<EntryText entry={entry} text={entry.title} />}
                href={entry.titleHref}
              />
            </h3>
            <EntryDetails entry={entry} />
          </>
        ))}
        {controls}
      </div>
    </li>
  );
}
