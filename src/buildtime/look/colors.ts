import Color from 'colorjs.io';

/**
 * The colour arithmetic the palette needs, on colorjs.io: reading any CSS colour, moving it in
 * OKLCH, mapping it into what screens show (sRGB, by CSS Color 4's gamut mapping), and the two
 * contrast measures.
 */

/** A colour in OKLCH: lightness 0–1, chroma, hue in degrees (NaN for a grey). */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

export function toOklch(css: string): Oklch {
  const [l, c, h] = new Color(css).to('oklch').coords;
  return { l: l ?? 0, c: c ?? 0, h: h ?? Number.NaN };
}

/** The colour as a screen shows it: in sRGB (chroma reduced as CSS does), as #rrggbb. */
export function toHex({ l, c, h }: Oklch): string {
  return new Color('oklch', [l, c, Number.isNaN(h) ? 0 : h])
    .toGamut({ space: 'srgb' })
    .to('srgb')
    .toString({ format: 'hex', collapse: false });
}

/** WCAG 2.x contrast ratio, 1 to 21. */
export const contrast = (a: string, b: string): number =>
  new Color(a).contrast(new Color(b), 'WCAG21');

/** APCA lightness contrast (Lc) of text on a background: positive for dark on light. */
export const apcaContrast = (text: string, background: string): number =>
  new Color(background).contrast(new Color(text), 'APCA');

/** The hue difference in degrees, the short way round. */
export const hueDistance = (a: number, b: number): number => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};
