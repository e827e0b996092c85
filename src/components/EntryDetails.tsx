import type { EntryView } from '../content';
import { ExternalLink } from './ExternalLink';
import { TagList } from './TagList';

/** Text, linked where it has an address. */
export const MaybeLinked = ({ text, href }: { text: string; href?: string }) =>
  href ? <ExternalLink href={href}>{text}</ExternalLink> : text;

/** What an entry says under its title: details, date, paragraphs, bullets and tags. */
export function EntryDetails({ entry }: { entry: EntryView }) {
  return (
    <>
      {entry.details.length > 0 && (
        <p className="entry__meta">
          {entry.details.some((part) => part.href)
            ? entry.details.map((part, index) => (
                <span key={index}>
                  {index > 0 && ' · '}
                  <MaybeLinked {...part} />
                </span>
              ))
            : entry.details.map((part) => part.text).join(' · ')}
        </p>
      )}
      {entry.date && <p className="entry__date">{entry.date}</p>}
      {entry.paragraphs.map((paragraph) => (
        <p key={paragraph} className="entry__summary">
          {paragraph}
        </p>
      ))}
      {entry.bullets.length > 0 && (
        <ul className="bullets">
          {entry.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
      {entry.tags && <TagList {...entry.tags} tags={entry.tags.items} />}
    </>
  );
}
