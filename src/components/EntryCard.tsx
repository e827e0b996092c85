import type { ReactNode } from 'react';
import { StaticHtml } from './StaticHtml';

interface EntryCardProps {
  image: string;
  /** Empty when the image only repeats the text beside it. */
  imageAlt: string;
  title: string;
  meta: string;
  date?: string;
  children?: ReactNode;
  /**
   * For a card in a list that hydrates: the card's content goes into islands of this name (see
   * StaticHtml), and `controls` are the part that hydrates, under its text.
   */
  island?: string;
  controls?: ReactNode;
}

/** One entry of Experience, Awards or Education: logo, h3, details, date and extra content. */
export function EntryCard({ island, controls, ...entry }: EntryCardProps) {
  const staticPart = (name: string, part: () => ReactNode) =>
    island ? <StaticHtml name={name}>{part}</StaticHtml> : part();
  return (
    <li className="entry card">
      {staticPart(`${island}-logo`, () => (
        <img
          className="entry__logo"
          src={entry.image}
          alt={entry.imageAlt}
          width="48"
          height="48"
          loading="lazy"
        />
      ))}
      <div className="entry__body">
        {staticPart(`${island}-text`, () => (
          <>
            <h3 className="entry__title">{entry.title}</h3>
            <p className="entry__meta">{entry.meta}</p>
            {entry.date && <p className="entry__date">{entry.date}</p>}
            {entry.children}
          </>
        ))}
        {controls}
      </div>
    </li>
  );
}
