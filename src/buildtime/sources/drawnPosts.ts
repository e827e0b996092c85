import type { SitePage } from '../content/sitePages';

/**
 * Emoji (with their skin tones and joined sequences) and flags, which no font the build has
 * draws: a post's title in the PDF goes without them.
 */
const pictographs =
  /(?:\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F|\u200D(?=\p{Extended_Pictographic}))*|\p{Regional_Indicator})+/gu;

/**
 * The page with each post titled as resume.pdf can draw it. A feed's titles are not the owner's
 * to fix, so where the owner's own text would stop the build, a post only leaves the PDF: its
 * emoji are dropped there, and a title with letters no installed font draws leaves the post out
 * of the PDF (the page, drawn by the visitor's fonts, still lists it), with a line that says so.
 */
export function withDrawnPosts(
  page: SitePage,
  canDraw: (text: string) => boolean,
): { page: SitePage; lines: string[] } {
  const lines: string[] = [];
  const writing = page.content.entries.writing.map((post) => {
    const drawnTitle = post.title.replace(pictographs, '').replace(/\s+/g, ' ').trim();
    if (drawnTitle && canDraw(drawnTitle))
      return drawnTitle === post.title ? post : { ...post, drawnTitle };
    lines.push(
      `The post "${post.title}" (${post.details[0]?.text}) has letters no installed font ` +
        'draws: resume.pdf leaves it out, and the page lists it.',
    );
    return { ...post, drawnTitle: null };
  });
  const content = { ...page.content, entries: { ...page.content.entries, writing } };
  return { page: { ...page, content }, lines };
}
