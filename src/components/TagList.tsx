import type { TagColor } from '../content';

interface TagListProps {
  tags: string[];
  color: TagColor;
  /** Accessible name of the list, e.g. 'Technologies'. */
  label: string;
}

/** The tags as a labelled list; nothing at all when there are none. */
export function TagList({ tags, color, label }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul className={`tags tags--${color}`} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
