/**
 * The inline script that adds the page's scripts once the prerendered page has painted (at once
 * in a hidden tab, which does not paint). On a slow link they then never compete with the HTML,
 * the CSS and the photo for bandwidth; the page reads before they arrive.
 */
export function scriptLoader(sources: string[]): string {
  return (
    '(function(){function l(){' +
    `${JSON.stringify(sources)}.forEach(function(s){` +
    'var e=document.createElement("script");e.src=s;e.async=false;document.head.appendChild(e)})}' +
    'if(document.visibilityState==="hidden")l();' +
    'else requestAnimationFrame(function(){setTimeout(l)})})()'
  );
}
