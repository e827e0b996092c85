/**
 * Runs `task` in the next animation frame, once however often `schedule` is called before it:
 * for scroll and resize handlers that measure layout.
 */
export function oncePerFrame(task: () => void) {
  let frame = 0;
  return {
    schedule: () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        task();
      });
    },
    cancel: () => {
      cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
