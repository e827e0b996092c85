import type { TagColor } from '../content';

interface TagListProps {
  tags: string[];
  color: TagColor;
  /** Accessible name of the list, e.g. 'Technologies'. */
  label: string;
}

export function TagList({ tags, color, label }: TagListProps) {
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
