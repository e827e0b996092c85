/**
 * The inline script that adds the page's scripts once the prerendered page has been shown: in
 * the first frame after the browser has recorded its first contentful paint, or at once in a
 * hidden tab, which does not paint. On a slow link they then never compete with the HTML and the
 * photo for bandwidth, and nothing the scripts fetch can hold up the largest paint, which is the
 * first one. It sits in <head>, so the fetch starts at that paint even while the rest of the page
 * is still being parsed; the scripts wait for the parsed page themselves (src/index.tsx).
 *
 * Frames are used rather than a PerformanceObserver, whose callbacks wait until the parser is
 * done. A browser that records no contentful paint within 30 frames (half a second at 60 Hz:
 * one without paint timing, or a test's fake clock) gets the scripts all the same.
 */
export function scriptLoader(sources: string[]): string {
  return (
    '(function(){var added=false,frames=0;function l(){if(added)return;added=true;' +
    `${JSON.stringify(sources)}.forEach(function(s){` +
    'var e=document.createElement("script");e.src=s;e.async=false;document.head.appendChild(e)})}' +
    'if(document.visibilityState==="hidden")return l();' +
    'document.addEventListener("visibilitychange",l);' +
    '(function w(){if(performance.getEntriesByName("first-contentful-paint").length||++frames>30)l();' +
    'else if(!added)requestAnimationFrame(w)})()})()'
  );
}
