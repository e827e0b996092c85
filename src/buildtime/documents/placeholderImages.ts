import fs from 'node:fs';
import { cornerShapes, typefaces } from '../../../styles/looks';
import { tagColors, type Palette } from '../../../styles/palette';
import { escapeHtml } from '../siteFiles/siteFiles';
import { monogram, personInitials } from './initials';
import type { Look } from '../look/look';

/**
 * What the import draws for an entry without an image of its own: a square logo with the name's
 * initials, a 640×320 banner (the project cards' 2:1 frame) with the project's name, or a
 * portrait with the owner's initials. Each file says what it is, so that the build redraws it in
 * the look of the day (see `redrawnPlaceholder`).
 */
export interface Placeholder {
  kind: 'logo' | 'banner' | 'portrait';
  text: string;
  /** The language the text is in (a BCP 47 tag), for the words a logo's monogram skips; English when not known. */
  language?: string;
}

/** The same tag colours for the same name, every time. */
function coloursFor(name: string, palette: Palette) {
  const hash = [...name].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) >>> 0, 7);
  const [background, text] = palette.tags[tagColors[hash % tagColors.length]!].dark;
  const [, accent] = palette.tags[tagColors[(hash >>> 3) % tagColors.length]!].light;
  return { background, text, accent };
}

const svgOpen = ({ kind, text, language }: Placeholder, width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" data-placeholder="${kind}" data-text="${escapeHtml(text)}" ` +
  (language ? `data-language="${escapeHtml(language)}" ` : '') +
  `viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`;

const label = (look: Look, x: number, y: number, size: number, fill: string, text: string) =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="${typefaces[look.font].stack}" ` +
  `font-size="${size}" font-weight="700" fill="${fill}">${escapeHtml(text)}</text></svg>\n`;

export function placeholderSvg(placeholder: Placeholder, look: Look): string {
  const { background, text, accent } = coloursFor(placeholder.text, look.palette);
  const open = (width: number, height: number) => svgOpen(placeholder, width, height);
  switch (placeholder.kind) {
    case 'logo':
      return (
        open(96, 96) +
        `<rect width="96" height="96" rx="${Math.round(cornerShapes[look.corners].drawn * 100)}" fill="${background}"/>` +
        label(look, 48, 60, 36, text, monogram(placeholder.text, placeholder.language))
      );
    case 'banner': {
      const shown =
        placeholder.text.length > 28 ? `${placeholder.text.slice(0, 27)}…` : placeholder.text;
      return (
        open(640, 320) +
        `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/>` +
        `<stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
        '<rect width="640" height="320" fill="url(#g)"/>' +
        label(look, 320, 175, 44, text, shown)
      );
    }
    case 'portrait':
      return (
        open(320, 320) +
        `<rect width="320" height="320" fill="${background}"/>` +
        label(look, 160, 198, 112, text, personInitials(placeholder.text, placeholder.language))
      );
  }
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

const placeholderMark =
  /^<svg [^>]*data-placeholder="(logo|banner|portrait)" data-text="([^"]*)"(?: data-language="([^"]*)")?/;

/** What the import drew, for an SVG file it drew; null for any other file. */
export const placeholderKind = (svg: string): Placeholder['kind'] | null =>
  (placeholderMark.exec(svg)?.[1] as Placeholder['kind'] | undefined) ?? null;

/** What the import drew, for a file under public/ it drew; null for any other file, or none. */
export const drawnFileKind = (file: string): Placeholder['kind'] | null =>
  file.endsWith('.svg') && fs.existsSync(file)
    ? placeholderKind(fs.readFileSync(file, 'utf8'))
    : null;

/** A placeholder the import drew, in this look; null for any other file, which stays as it is. */
export function redrawnPlaceholder(svg: string, look: Look): string | null {
  const marked = placeholderMark.exec(svg);
  if (!marked) return null;
  const text = marked[2]!.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!);
  const language = marked[3];
  return placeholderSvg(
    { kind: marked[1] as Placeholder['kind'], text, ...(language && { language }) },
    look,
  );
}

/** For copying public/: each placeholder the import drew, redrawn in the site's look. */
export const redrawPlaceholders =
  (look: Look) =>
  (contents: Buffer, file: string): Buffer => {
    const redrawn = file.endsWith('.svg') && redrawnPlaceholder(contents.toString('utf8'), look);
    return redrawn ? Buffer.from(redrawn) : contents;
  };
