import { Resvg } from '@resvg/resvg-js';
import { cornerShapes } from '../../../styles/looks';
import type { SiteContent } from '../../content/types';
import { generatedFiles } from '../../lib/generatedFiles';
import { personInitials } from './initials';
import type { Look } from '../look/look';
import type { Typeset } from './typeset/typst';
import { typstLanguage } from './typeset/typstLanguage';

const png = (svg: Buffer, width: number) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } })
    .render()
    .asPng();

/** Typst's SVG without what an inline icon does not need: class names, indentation, and
 * decimals finer than a tenth of a point. */
const imageSvg = (svg: Buffer) =>
  svg
    .toString('utf8')
    .replace(/\s(class|xmlns:h5)="[^"]*"/g, '')
    .replace(/>\s+</g, '><')
    .replace(/(\.\d)\d+/g, '$1');

/**
 * The images the build draws from the content: the bitmap icons and the social card as files,
 * and the SVG favicon as text for the page to carry inline (a favicon file is a request the
 * browser makes while the page loads, racing its first paint).
 */
export function drawImages(
  content: SiteContent,
  { palette, corners, mark }: Look,
  typeset: Typeset,
): { files: Record<string, Buffer>; faviconSvg: string } {
  const { profile, language } = content;
  const { socialCard: card } = generatedFiles;
  const languageSettings = typstLanguage(language.tag);
  const icon = (radius: number) =>
    typeset(
      'monogram.typ',
      {
        ...languageSettings,
        initials: personInitials(profile.name, language.tag),
        radius,
        ...mark,
      },
      'svg',
    );
  const { bg, text, muted, accent, link } = palette.dark;
  const cardSvg = typeset(
    'card.typ',
    {
      ...languageSettings,
      name: profile.name,
      // "" where the content has none: the card leaves it out.
      jobTitle: profile.title ?? '',
      tagline: profile.tagline ?? '',
      colors: { bg, text, muted, accent, link },
    },
    'svg',
  );
  const squareIcon = icon(0);
  return {
    files: {
      [card.path]: png(cardSvg, card.width),
      ...Object.fromEntries(
        generatedFiles.icons.map(({ path, size }) => [path, png(squareIcon, size)]),
      ),
    },
    // The monogram is drawn on a 64-point square.
    faviconSvg: imageSvg(icon(Math.round(cornerShapes[corners].drawn * 64))),
  };
}
