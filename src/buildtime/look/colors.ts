import {
  colorsNamed,
  differenceEuclidean,
  formatHex,
  parse,
  rgb,
  oklch,
  wcagContrast,
  type Color,
} from 'culori';

/**
 * The colour arithmetic the palette needs, on culori: reading any CSS colour, moving it in
 * OKLCH, mapping it into what screens show (sRGB) and the two contrast measures.
 */

/** The colour a CSS text names; it throws for a text that names none. */
function colorOf(css: string): Color {
  const color = parse(css);
  if (!color) throw new Error(`"${css}" is no CSS colour`);
  return color;
}

/** Whether the text is a CSS colour: hex, rgb(), hsl(), oklch(), a name and the rest. */
export const isCssColor = (value: string): boolean => parse(value) !== undefined;

/** A number as the colour functions take it, with its unit, or `none`. */
const colorNumber = String.raw`(none|[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?(%|deg|rad|grad|turn)?)`;
/** A word in any case, as a pattern: colour names are read so, and JSON Schema has no flags. */
const anyCase = (word: string) =>
  [...word].map((letter) => `[${letter}${letter.toUpperCase()}]`).join('');
/**
 * The pattern closest to isCssColor, for the JSON Schema, which runs no code: a hex colour, a
 * colour function of numbers (rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color()), or a
 * colour's name in any case.
 */
export const cssColorPattern = [
  String.raw`#([\da-fA-F]{3,4}|[\da-fA-F]{6}|[\da-fA-F]{8})`,
  String.raw`(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*${colorNumber}([\s,/]+${colorNumber})*\s*\)`,
  String.raw`color\(\s*[-a-z\d]+(\s+${colorNumber})+(\s*/\s*${colorNumber})?\s*\)`,
  `(${[...Object.keys(colorsNamed), 'transparent'].map(anyCase).join('|')})`,
]
  .map((form) => `^${form}$`)
  .join('|');

/** A colour in OKLCH: lightness 0–1, chroma, hue in degrees (NaN for a grey). */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

export function toOklch(css: string): Oklch {
  const { l, c, h } = oklch(colorOf(css));
  return { l, c, h: h ?? Number.NaN };
}

/**
 * Whether the colour lies inside sRGB, give or take a rounding error: a colour read from a hex
 * text (pure blue) comes back from OKLCH a hair outside it.
 */
function inSrgbGamut(color: Color): boolean {
  const { r, g, b } = rgb(color);
  return [r, g, b].every((channel) => channel > -0.000075 && channel < 1.000075);
}

/**
 * The colour as a screen shows it, as #rrggbb: in sRGB, its chroma reduced as far as that needs
 * and no further. Lightness and hue stay; CSS's own gamut mapping ends with a clip that can turn
 * a dark or pale colour's hue by 30 degrees.
 */
export function toHex({ l, c, h }: Oklch): string {
  const at = (chroma: number): Color => ({
    mode: 'oklch',
    l,
    c: chroma,
    h: Number.isNaN(h) ? 0 : h,
  });
  let [inside, outside] = [0, c];
  if (inSrgbGamut(at(c))) inside = c;
  else
    for (let i = 0; i < 16; i++) {
      const middle = (inside + outside) / 2;
      if (inSrgbGamut(at(middle))) inside = middle;
      else outside = middle;
    }
  return formatHex(at(inside));
}

/** Whether screens show the colour as it is: it lies inside sRGB. */
export const inSrgb = (css: string): boolean => inSrgbGamut(colorOf(css));

const okDistance = differenceEuclidean('oklab');

/** How far apart two colours look (ΔE in OKLab). */
export const colorDistance = (a: string, b: string): number => okDistance(colorOf(a), colorOf(b));

/** WCAG 2.x contrast ratio, 1 to 21. */
export const contrast = (a: string, b: string): number => wcagContrast(colorOf(a), colorOf(b));

/** A colour's screen luminance as APCA reads it: each sRGB channel to the power 2.4. */
function apcaLuminance(css: string): number {
  const { r, g, b } = rgb(colorOf(css));
  const linear = (channel: number) => Math.sign(channel) * Math.abs(channel) ** 2.4;
  return 0.2126729 * linear(r) + 0.7151522 * linear(g) + 0.072175 * linear(b);
}

/**
 * APCA lightness contrast (Lc) of text on a background: positive for dark on light. APCA-W3
 * 0.0.98G-4g, from its published constants: near-black is soft-clamped, then text and
 * background are raised to the powers for their polarity.
 */
export function apcaContrast(text: string, background: string): number {
  const clampBlack = (y: number) => (y > 0.022 ? y : y + (0.022 - y) ** 1.414);
  const textY = clampBlack(apcaLuminance(text));
  const backgroundY = clampBlack(apcaLuminance(background));
  if (Math.abs(backgroundY - textY) < 0.0005) return 0;
  if (backgroundY > textY) {
    const contrast = (backgroundY ** 0.56 - textY ** 0.57) * 1.14;
    return contrast < 0.1 ? 0 : (contrast - 0.027) * 100;
  }
  const contrast = (backgroundY ** 0.65 - textY ** 0.62) * 1.14;
  return contrast > -0.1 ? 0 : (contrast + 0.027) * 100;
}

/** The hue difference in degrees, the short way round. */
export const hueDistance = (a: number, b: number): number => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};
