import type { ReactNode } from 'react';
import type { EntryView } from '../content';
import { ExternalLink } from './ExternalLink';
import { TagList } from './TagList';

/** Text, linked where it has an address. */
export const MaybeLinked = ({ text, href }: { text: ReactNode; href?: string }) =>
  href ? <ExternalLink href={href}>{text}</ExternalLink> : text;

/** Text of an entry, isolated in its own language and direction when the owner did not write it. */
export const EntryText = ({ entry, text }: { entry: EntryView; text: string }) =>
  entry.foreign ? <bdi lang={entry.foreign.lang}>{text}</bdi> : text;

/**
 * What an entry says under its title: details, date, paragraphs, bullets and tags; for an
 * organisation, then each of its roles, under a heading of its own.
 */
export function EntryDetails({ entry }: { entry: EntryView }) {
  return (
    <>
      {entry.details.length > 0 && (
        <p className="entry__meta">
          {entry.details.some((part) => part.href) || entry.foreign
            ? entry.details.map((part, index) => (
                <span key={index}>
                  {index > 0 && ' · '}
                  <MaybeLinked
                    text={<EntryText entry={entry} text={part.text} />}
                    href={part.href}
                  />
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
      {entry.roles && (
        <ol className="roles">
          {entry.roles.map((role) => (
            <li key={role.id} className="role">
              <h4 className="role__title">{role.title}</h4>
              <EntryDetails entry={role} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
