import { useEffect, useState } from 'react';
import { oncePerFrame } from './oncePerFrame';

/**
 * The id of the section the visitor is reading, as they scroll: the last of `ids` whose top has
 * passed a line a third of the way down the window, or the last one once the page can scroll
 * no further. Null above the first section.
 */
export function useCurrentSection(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const idList = ids.join(' ');

  useEffect(() => {
    const sectionIds = idList.split(' ');
    const update = oncePerFrame(() => {
      const line = window.innerHeight / 3;
      const passed = sectionIds.filter(
        (id) => (document.getElementById(id)?.getBoundingClientRect().top ?? Infinity) <= line,
      );
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
  }, [idList]);

  return current;
}
