import { useEffect, useState } from 'react';
import { oncePerFrame } from './oncePerFrame';

/**
 * The id of the section the visitor is reading, as they scroll: the last of `ids` whose top has
 * reached the place a link to it scrolls it to (under the section bar: its scroll-margin-top),
 * or the last one once the page can scroll no further. So a short section, followed by another
 * within a screen, is current when its link brought it up. Null above the first section.
 */
export function useCurrentSection(
  ids: readonly string[],
  /** The section bar's height: where a section is reached moves with it. */
  barHeight: number | null = null,
): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const idList = ids.join(' ');

  useEffect(() => {
    const sectionIds = idList.split(' ');
    const update = oncePerFrame(() => {
      const passed = sectionIds.filter((id) => {
        const section = document.getElementById(id);
        if (!section) return false;
        const reached = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
        return section.getBoundingClientRect().top <= reached + 1;
      });
      const root = document.documentElement;
      const atPageEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      setCurrent(passed.length > 0 && atPageEnd ? sectionIds.at(-1)! : (passed.at(-1) ?? null));
    });
    // Measured in the next frame: reading layout now, as the page hydrates, would force it early.
    update.schedule();
    window.addEventListener('scroll', update.schedule, { passive: true });
    window.addEventListener('resize', update.schedule);
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update.schedule);
      window.removeEventListener('resize', update.schedule);
    };
  }, [idList, barHeight]);

  return current;
}
