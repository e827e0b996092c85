import Color from 'colorjs.io';

/**
 * The colour arithmetic the palette needs, on colorjs.io: reading any CSS colour, moving it in
 * OKLCH, mapping it into what screens show (sRGB, by CSS Color 4's gamut mapping), and the two
 * contrast measures.
 */

/** Whether the text is a CSS colour: hex, rgb(), hsl(), oklch(), a name and the rest. */
export function isCssColor(value: string): boolean {
  try {
    new Color(value);
    return true;
  } catch {
    return false;
  }
}

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

/**
 * The colour as a screen shows it, as #rrggbb: in sRGB, its chroma reduced as far as that needs
 * and no further. Lightness and hue stay; CSS's own gamut mapping ends with a clip that can turn
 * a dark or pale colour's hue by 30 degrees.
 */
export function toHex({ l, c, h }: Oklch): string {
  const at = (chroma: number) => new Color('oklch', [l, chroma, Number.isNaN(h) ? 0 : h]);
  let [inside, outside] = [0, c];
  if (at(c).inGamut('srgb')) inside = c;
  else
    for (let i = 0; i < 16; i++) {
      const middle = (inside + outside) / 2;
      if (at(middle).inGamut('srgb')) inside = middle;
      else outside = middle;
    }
  return at(inside).to('srgb').toString({ format: 'hex', collapse: false });
}

/** Whether screens show the colour as it is: it lies inside sRGB. */
export const inSrgb = (css: string): boolean => new Color(css).inGamut('srgb');

/** How far apart two colours look (ΔE in OKLab). */
export const colorDistance = (a: string, b: string): number => new Color(a).deltaE(b, 'OK');

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
