/**
 * Runs in <head> and adds the page's scripts once the prerendered page has been shown: in the
 * first frame after the browser has recorded its first contentful paint, or at once in a hidden
 * tab, which does not paint. On a slow link they then never compete with the HTML and the photo
 * for bandwidth, and nothing the scripts fetch can hold up the largest paint, which is the first
 * one. Being in <head>, the fetch starts at that paint even while the rest of the page is still
 * being parsed; the scripts wait for the parsed page themselves (src/index.tsx).
 *
 * Frames are used rather than a PerformanceObserver, whose callbacks wait until the parser is
 * done. A browser that records no contentful paint within 30 frames (half a second at 60 Hz: one
 * without paint timing, or a test's fake clock) gets the scripts all the same.
 */
export function loadScriptsAfterFirstPaint(sources: string[]): void {
  let added = false;
  let frames = 0;
  function addScripts() {
    if (added) return;
    added = true;
    for (const source of sources) {
      const script = document.createElement('script');
      script.src = source;
      script.async = false;
      document.head.append(script);
    }
  }
  function waitForPaint() {
    frames += 1;
    if (performance.getEntriesByName('first-contentful-paint').length > 0 || frames > 30) {
      addScripts();
    } else if (!added) {
      requestAnimationFrame(waitForPaint);
    }
  }
  if (document.visibilityState === 'hidden') {
    addScripts();
    return;
  }
  document.addEventListener('visibilitychange', addScripts);
  waitForPaint();
}
