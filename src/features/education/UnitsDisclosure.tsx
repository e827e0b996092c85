import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Icon } from '../../components/icons';
import { words, type EducationEntry } from '../../content';
import { selectIsUnitsOpen, unitsToggled } from './educationSlice';

/** The 'View Units' button and the course list it shows and hides (disclosure pattern). */
export function UnitsDisclosure({ entry }: { entry: EducationEntry }) {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsUnitsOpen(state, entry.unitsListId));

  return (
    <div className="units">
      <button
        type="button"
        className="button button--text units__toggle"
        aria-expanded={isOpen}
        aria-controls={entry.unitsListId}
        onClick={() => dispatch(unitsToggled(entry.unitsListId))}
      >
        {words.viewUnits}
        <Icon name="chevron" className="units__arrow" />
      </button>
      <ul id={entry.unitsListId} className="units__list" hidden={!isOpen}>
        {entry.units.map((unit) => (
          <li key={`${unit.code}${unit.name}`}>
            <span className="units__code">{unit.code}</span>
            <span>{unit.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
