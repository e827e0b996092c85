import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Icon } from '../../components/icons';
import { words } from '../../content';
import { selectIsUnitsOpen, unitsToggled } from './educationSlice';

/** The 'View Units' button and the course list it shows and hides (disclosure pattern). */
export function UnitsDisclosure({ listId, children }: { listId: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsUnitsOpen(state, listId));

  return (
    <div className="units">
      <button
        type="button"
        className="button button--text units__toggle"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => dispatch(unitsToggled(listId))}
      >
        {words.viewUnits}
        <Icon name="chevron" className="units__arrow" />
      </button>
      <div id={listId} hidden={!isOpen}>
        {children}
      </div>
    </div>
  );
}
