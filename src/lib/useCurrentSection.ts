import { useEffect, useState } from 'react';

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
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight / 3;
      const passed = sectionIds.filter(
        (id) => (document.getElementById(id)?.getBoundingClientRect().top ?? Infinity) <= line,
      );
      const root = document.documentElement;
      const atPageEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      setCurrent(passed.length > 0 && atPageEnd ? sectionIds.at(-1)! : (passed.at(-1) ?? null));
    };
    const scheduleUpdate = () => {
      frame ||= requestAnimationFrame(update);
    };
    // Measured in the next frame: reading layout now, as the page hydrates, would force it early.
    scheduleUpdate();
    window.addEventListener('scroll', scheduleUpdate, { passive: true });
    window.addEventListener('resize', scheduleUpdate);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', scheduleUpdate);
      window.removeEventListener('resize', scheduleUpdate);
    };
  }, [idList]);

  return current;
}
