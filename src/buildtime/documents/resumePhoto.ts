import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { TypesetFont } from './typeset/typst';

/** The owner's photo as the résumé's layouts draw it. */
export interface ResumePhoto {
  /** Where Typst reads it (a file handed to the typesetter), and its bytes. */
  file: string;
  bytes: Uint8Array;
}

/** The width an SVG photo is drawn at: sharp in print at the largest size a layout gives it. */
const svgPhotoWidth = 400;

/** The last SVG photo drawn, and what from: `npm run edit` draws the résumé at each keystroke. */
let lastDrawn: { svg: Buffer; fonts: string; photo: ResumePhoto } | undefined;

/**
 * The photo, from the owner's file under public/. An SVG (such as the import's portrait of the
 * initials) is drawn as a picture first, in the build's fonts: Typst would keep its letters as
 * text, which résumé parsers read as words, before the name.
 */
export function resumePhoto(
  publicPath: string,
  bytes: Uint8Array,
  fonts: TypesetFont[],
): ResumePhoto {
  const extension = path.extname(publicPath).toLowerCase();
  if (extension !== '.svg') return { file: `owner-photo${extension}`, bytes };
  const svg = Buffer.from(bytes);
  // Reading the fonts is most of the work: only for a photo with letters.
  const hasText = svg.includes('<text');
  const fontFiles = hasText ? fonts.flatMap(({ files }) => files) : [];
  const defaultFontFamily = fonts[0]?.font.family;
  const drawnFrom = [defaultFontFamily, ...fontFiles].join('\n');
  if (lastDrawn?.fonts === drawnFrom && lastDrawn.svg.equals(svg)) return lastDrawn.photo;
  const picture = new Resvg(svg, {
    fitTo: { mode: 'width', value: svgPhotoWidth },
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily },
  });
  const photo = { file: 'owner-photo.png', bytes: picture.render().asPng() };
  lastDrawn = { svg, fonts: drawnFrom, photo };
  return photo;
}
