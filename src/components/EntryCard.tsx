import type { ReactNode } from 'react';

interface EntryCardProps {
  image: string;
  /** Empty when the image only repeats the text beside it. */
  imageAlt: string;
  title: string;
  meta: string;
  date?: string;
  children?: ReactNode;
}

/** One entry of Experience, Awards or Education: logo, h3, details, date and extra content. */
export function EntryCard({ image, imageAlt, title, meta, date, children }: EntryCardProps) {
  return (
    <li className="entry card">
      <img
        className="entry__logo"
        src={image}
        alt={imageAlt}
        width="48"
        height="48"
        loading="lazy"
      />
      <div className="entry__body">
        <h3 className="entry__title">{title}</h3>
        <p className="entry__meta">{meta}</p>
        {date && <p className="entry__date">{date}</p>}
        {children}
      </div>
    </li>
  );
}
