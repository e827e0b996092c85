import { useEffect, useRef, useState, type RefObject } from 'react';
import { useCurrentSection } from '../lib/useCurrentSection';
import { words } from '../content';
import type { ShownSection } from '../content';

/**
 * Links to the page's sections, in a bar that stays at the top of the window; the section being
 * read is marked (`aria-current`) and kept in view when the bar scrolls sideways on a phone. On
 * a wide screen the bar wraps, every link in view.
 */
export function SectionNav({ sections }: { sections: readonly ShownSection[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const barHeight = useBarHeight(listRef);
  const currentId = useCurrentSection(
    sections.map(({ id }) => id),
    barHeight,
  );

  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link) return;
    // Sideways only: scrollIntoView would also move the page. Measured on screen, so it holds
    // whichever way the bar runs (scrollLeft counts from the right on a right-to-left page).
    const listLeft = list.getBoundingClientRect().left;
    const { left, right } = link.getBoundingClientRect();
    const overflowLeft = left - listLeft;
    const overflowRight = right - (listLeft + list.clientWidth);
    // Whole pixels, rounded outwards: the boxes have fractions, scroll positions may not.
    if (overflowLeft < 0) list.scrollBy({ left: Math.floor(overflowLeft) });
    else if (overflowRight > 0) list.scrollBy({ left: Math.ceil(overflowRight) });
  }, [currentId]);

  return (
    <nav className="section-nav" aria-label={words.sectionsNav}>
      <ul className="section-nav__list" ref={listRef}>
        {sections.map(({ id, title }) => (
          <li key={id}>
            <a
              className="section-nav__link"
              href={`#${id}`}
              aria-current={id === currentId ? 'true' : undefined}
            >
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The bar's height, kept as --section-nav-height on the page: on a wide screen the bar wraps,
 * and however many rows it has is where a link scrolls its section to (the sections'
 * scroll-margin-top reads it). Null until measured.
 */
function useBarHeight(listRef: RefObject<HTMLUListElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const measure = () => {
      const measured = list.getBoundingClientRect().height;
      root.style.setProperty('--section-nav-height', `${measured}px`);
      setHeight(measured);
    };
    // At once, not at the observer's first call a frame later: the page announces it has hydrated
    // after this effect (src/app/hydration.ts), and a link followed before the measure would stop
    // its section under a bar that wraps.
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--section-nav-height');
    };
  }, [listRef]);
  return height;
}
