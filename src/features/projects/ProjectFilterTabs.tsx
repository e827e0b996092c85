import { useRef, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { language, words } from '../../content';
import {
  filterChanged,
  filterLabels,
  selectProjectFilter,
  shownProjectFilters,
  type ProjectFilter,
} from './projectsSlice';

export const projectsPanelId = 'projects-panel';
/** The id of a filter's tab, which also names the panel while that filter is chosen. */
export const filterTabId = (filter: ProjectFilter) => `project-tab-${filter}`;

/** The arrow keys that go to the next and the previous tab. */
const arrowsInReadingOrder =
  language.dir === 'rtl'
    ? (['ArrowLeft', 'ArrowRight'] as const)
    : (['ArrowRight', 'ArrowLeft'] as const);

/**
 * Filter tabs (WAI-ARIA tabs pattern: roving tabindex, arrows, Home and End). The arrows follow
 * the reading direction: on a right-to-left page the left arrow goes to the next tab.
 */
export function ProjectFilterTabs() {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectProjectFilter);
  const tabRefs = useRef(new Map<ProjectFilter, HTMLButtonElement>());

  const choose = (filter: ProjectFilter) => {
    dispatch(filterChanged(filter));
    tabRefs.current.get(filter)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = shownProjectFilters.indexOf(selected);
    const last = shownProjectFilters.length - 1;
    const next = index === last ? 0 : index + 1;
    const previous = index === 0 ? last : index - 1;
    const [forwards, backwards] = arrowsInReadingOrder;
    const target = {
      [forwards]: next,
      [backwards]: previous,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(shownProjectFilters[target] ?? 'all');
  };

  return (
    <div
      className="filter-tabs"
      role="tablist"
      aria-label={words.filterProjects}
      onKeyDown={onKeyDown}
    >
      {shownProjectFilters.map((filter) => {
        const isSelected = filter === selected;
        return (
          <button
            key={filter}
            ref={(element) => {
              if (element) tabRefs.current.set(filter, element);
              else tabRefs.current.delete(filter);
            }}
            id={filterTabId(filter)}
            type="button"
            role="tab"
            className="filter-tabs__tab"
            aria-selected={isSelected}
            aria-controls={projectsPanelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => choose(filter)}
          >
            {filterLabels[filter]}
          </button>
        );
      })}
    </div>
  );
}
