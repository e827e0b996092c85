/**
 * The inline script that adds the page's scripts once the prerendered page has been shown: when
 * the browser reports its first contentful paint (a frame after painting, in browsers without
 * paint timing), or at once in a hidden tab, which does not paint. On a slow link they then
 * never compete with the HTML and the photo for bandwidth, and nothing the scripts fetch can
 * hold up the largest paint, which is the first one.
 */
export function scriptLoader(sources: string[]): string {
  return (
    '(function(){var added=false;function l(){if(added)return;added=true;' +
    `${JSON.stringify(sources)}.forEach(function(s){` +
    'var e=document.createElement("script");e.src=s;e.async=false;document.head.appendChild(e)})}' +
    'if(document.visibilityState==="hidden")return l();' +
    'document.addEventListener("visibilitychange",l);' +
    'var P=window.PerformanceObserver;' +
    'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)' +
    'new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(l)}})' +
    '.observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(function(){setTimeout(l)})})()'
  );
}
