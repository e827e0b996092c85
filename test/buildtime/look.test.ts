/** @jest-environment node */
import fc from 'fast-check';
import { hueDistance, contrast, toHex, toOklch } from '../../src/buildtime/look/colors';
import { lookCss, lookOf } from '../../src/buildtime/look/look';
import { cornerShapes, neutralTints, typefaces, type Style } from '../../styles/looks';
import {
  contrastPairs,
  defaultPalette,
  tagColors,
  type Palette,
  type ThemeName,
} from '../../styles/palette';

const themes: ThemeName[] = ['light', 'dark'];

/** Every pair of the palette under its ratio, as `dark: links (#123456 on #0b1120) 3.2:1`. */
function pairsUnderRatio(palette: Palette): string[] {
  return themes.flatMap((theme) => {
    const colors = palette[theme];
    const pairs = [
      ...contrastPairs.map(({ color, on, min, use }) => ({
        use,
        text: colors[color],
        on: colors[on],
        min,
      })),
      ...tagColors.map((name) => {
        const [on, text] = palette.tags[name][theme];
        return { use: `${name} tags`, text, on, min: 4.5 };
      }),
    ];
    return pairs
      .map((pair) => ({ ...pair, ratio: contrast(pair.text, pair.on) }))
      .filter(({ ratio, min }) => ratio < min)
      .map(
        ({ use, text, on, ratio }) => `${theme}: ${use} (${text} on ${on}) ${ratio.toFixed(2)}:1`,
      );
  });
}

/** Any CSS colour an owner may write: hex, rgb(), hsl(), or oklch() beyond what screens show. */
const anyAccent = fc.oneof(
  fc
    .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
    .map(([r, g, b]) => `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`),
  fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([r, g, b]) => `rgb(${r} ${g} ${b})`),
  fc.tuple(fc.nat(359), fc.nat(100), fc.nat(100)).map(([h, s, l]) => `hsl(${h} ${s}% ${l}%)`),
  fc
    .tuple(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 0.4, noNaN: true }),
      fc.nat(359),
    )
    .map(([l, c, h]) => `oklch(${l.toFixed(3)} ${c.toFixed(3)} ${h})`),
);
const anyStyle: fc.Arbitrary<Style> = fc.record({
  accent: anyAccent,
  font: fc.constantFrom(...(Object.keys(typefaces) as (keyof typeof typefaces)[])),
  corners: fc.constantFrom(...(Object.keys(cornerShapes) as (keyof typeof cornerShapes)[])),
  neutral: fc.constantFrom(...(Object.keys(neutralTints) as (keyof typeof neutralTints)[])),
});

/** The accents that are hardest to keep readable: too light, too dark, or beyond the screen. */
const hardAccents = ['#ffff00', '#0000ff', '#fafafa', '#0a0a0a', 'oklch(0.7 0.35 330)'];

describe("the owner's look", () => {
  it('without a style is the default palette, whose every pair meets its ratio', () => {
    expect(lookOf().palette).toEqual(defaultPalette);
    expect(pairsUnderRatio(defaultPalette)).toEqual([]);
  });

  it('from any accent, font, corners and tint, meets every ratio in both themes', () => {
    fc.assert(
      fc.property(anyStyle, (style) => {
        expect(pairsUnderRatio(lookOf(style).palette)).toEqual([]);
      }),
      { examples: hardAccents.map((accent): [Style] => [{ accent }]) },
    );
  });

  it("keeps a chromatic accent's hue, moving its lightness and chroma only", () => {
    fc.assert(
      fc.property(anyStyle, (style) => {
        const given = toOklch(style.accent!);
        fc.pre(given.c >= 0.05);
        const { palette } = lookOf(style);
        for (const theme of themes)
          for (const role of ['accent', 'accent-hover', 'link'] as const) {
            const made = toOklch(palette[theme][role]);
            // What writing the same lightness and chroma in the given hue as #rrggbb costs the
            // hue: in a dark colour one step of a channel turns it by degrees.
            const rounding = hueDistance(toOklch(toHex({ ...made, h: given.h })).h, given.h);
            // Under this chroma, the rounding alone turns the hue by more than any bound.
            if (made.c >= 0.04)
              expect(hueDistance(made.h, given.h)).toBeLessThanOrEqual(5 + rounding);
          }
      }),
    );
  });

  it('says what it moved, in one line each, and leaves an accent that reads as it is', () => {
    const yellow = lookOf({ accent: '#ffff00' });
    const links = yellow.palette.light.link;
    expect(yellow.adjustments).toContain(
      `style.accent #ffff00 is too light for links on the light theme (4.5:1 against the page); they use ${links}`,
    );
    expect(yellow.adjustments.filter((line) => line.includes('dark theme'))).toEqual([]);
    expect(yellow.palette.dark.accent).toBe('#ffff00');

    const blue = lookOf({ accent: 'blue' });
    expect(blue.palette.light.accent).toBe('#0000ff');
    expect(blue.adjustments.filter((line) => line.includes('light theme'))).toEqual([]);

    const neon = lookOf({ accent: 'oklch(0.7 0.35 330)' });
    expect(neon.adjustments[0]).toBe(
      `style.accent oklch(0.7 0.35 330) is outside the colours screens show (sRGB); it is drawn as ${toHex(toOklch('oklch(0.7 0.35 330)'))}`,
    );
  });

  it('writes every colour, the typeface and the corners as custom properties', () => {
    const look = lookOf({ accent: 'rebeccapurple', font: 'old-style', corners: 'square' });
    const css = lookCss(look);
    expect(css).toContain(`--link: ${look.palette.light.link};`);
    expect(css).toContain(`--font: ${typefaces['old-style'].stack};`);
    expect(css).toContain(`--radius: ${cornerShapes.square.card};`);
    expect(css).toMatch(new RegExp(`:root\\.dark \\{[^}]*--link: ${look.palette.dark.link};`));
  });
});
