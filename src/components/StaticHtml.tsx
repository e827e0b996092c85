import type { ReactNode } from 'react';

declare global {
  /**
   * True in the scripts of a prerendered page (a production build): content inside <StaticHtml>
   * is then in the page's HTML only, and those scripts carry none of it. False where the scripts
   * render the page themselves (`npm start`, the unit tests) and in the prerender.
   */
  const CONTENT_IN_HTML: boolean;
}

/** What each island held in the prerendered page, read once, before React could change it. */
const prerendered = new Map<string, string>();

function prerenderedHtml(name: string): string {
  let html = prerendered.get(name);
  if (html === undefined) {
    html = document.querySelector(`[data-static="${name}"]`)?.innerHTML ?? '';
    prerendered.set(name, html);
  }
  return html;
}

/**
 * Content that nothing on the page changes: the prerender writes it into the HTML, and the
 * browser adopts that HTML as it is, without the content that made it, so the page's scripts
 * do not grow with the owner's content. React keeps the island's HTML through hydration and
 * any later render (a filtered-out project card that comes back, say). `name` is unique on the
 * page and the same at every render. `children` is a function, so that what it reads of the
 * content is read only where the island is rendered: the prerender, `npm start` and the tests.
 * The wrapper takes no box (`display: contents`), so the island's elements lay out as children
 * of its parent.
 */
export function StaticHtml({ name, children }: { name: string; children: () => ReactNode }) {
  if (CONTENT_IN_HTML) {
    return (
      <div
        className="static"
        data-static={name}
        dangerouslySetInnerHTML={{ __html: prerenderedHtml(name) }}
      />
    );
  }
  return (
    <div className="static" data-static={name}>
      {children()}
    </div>
  );
}
