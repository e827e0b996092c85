import { palette, tagColors } from '../../styles/palette';
import { escapeHtml } from './siteFiles';
import { initials } from './initials';

/** The same palette colours for the same name, every time. */
function coloursFor(name: string) {
  const hash = [...name].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) >>> 0, 7);
  const [background, text] = palette.tags[tagColors[hash % tagColors.length]!].dark;
  const [, accent] = palette.tags[tagColors[(hash >>> 3) % tagColors.length]!].light;
  return { background, text, accent };
}

const fontFamily = 'Segoe UI,Helvetica,Arial,sans-serif';

/** A square logo with the name's initials, for an entry that has no image of its own. */
export function logoSvg(name: string): string {
  const { background, text } = coloursFor(name);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">' +
    `<rect width="96" height="96" rx="22" fill="${background}"/>` +
    `<text x="48" y="60" text-anchor="middle" font-family="${fontFamily}" font-size="36" ` +
    `font-weight="700" fill="${text}">${escapeHtml(initials(name))}</text></svg>\n`
  );
}

/**
 * A 640×320 banner (the project cards' 2:1 frame) with the project's name, for a project that
 * has no image of its own.
 */
export function bannerSvg(title: string): string {
  const { background, text, accent } = coloursFor(title);
  const shown = title.length > 28 ? `${title.slice(0, 27)}…` : title;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320" width="640" height="320">' +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/>` +
    `<stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
    '<rect width="640" height="320" fill="url(#g)"/>' +
    `<text x="320" y="175" text-anchor="middle" font-family="${fontFamily}" font-size="44" ` +
    `font-weight="700" fill="${text}">${escapeHtml(shown)}</text></svg>\n`
  );
}

/** A round portrait placeholder with the owner's initials, until they add a photo. */
export function portraitSvg(name: string): string {
  const { background, text } = coloursFor(name);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320">' +
    `<rect width="320" height="320" fill="${background}"/>` +
    `<text x="160" y="198" text-anchor="middle" font-family="${fontFamily}" font-size="112" ` +
    `font-weight="700" fill="${text}">${escapeHtml(initials(name))}</text></svg>\n`
  );
}
