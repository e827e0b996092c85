import type { Dispatch, SetStateAction } from 'react';
import type { Json } from '../lib/json';
import type { Conflict } from './editorApi';
import type { FormContext } from './SchemaField';
import words from './words.json';

/** A value as a conflict shows it: text as written, anything else as JSON, none as removed. */
const shownValue = (value: Json | undefined) =>
  value === undefined ? words.removed : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The values a save found changed in the file too, each with the draft's and the file's, for the
 * owner to keep theirs (already in the form) or take the file's; each chosen leaves the list.
 */
export function ConflictChoices({
  conflicts,
  setConflicts,
  change,
}: {
  conflicts: Conflict[];
  setConflicts: Dispatch<SetStateAction<Conflict[]>>;
  change: FormContext['change'];
}) {
  if (conflicts.length === 0) return null;
  const chose = (conflict: Conflict, take: 'yours' | 'onDisk') => {
    if (take === 'onDisk') change(conflict.path, conflict.onDisk);
    setConflicts((now) => now.filter((each) => each !== conflict));
  };
  return (
    <section aria-labelledby="conflicts-heading" className="problems">
      <h2 id="conflicts-heading">{words.conflictsHeading}</h2>
      <ul>
        {conflicts.map((conflict) => (
          <li key={conflict.path.join('.')}>
            <p>{conflict.path.join(' › ')}</p>
            <p>{words.yours.replace('{value}', shownValue(conflict.yours))}</p>
            <p>{words.onDisk.replace('{value}', shownValue(conflict.onDisk))}</p>
            <button type="button" onClick={() => chose(conflict, 'yours')}>
              {words.keepYours}
            </button>
            <button type="button" onClick={() => chose(conflict, 'onDisk')}>
              {words.takeOnDisk}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
