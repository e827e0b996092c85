import {
  defaultPalette,
  tagColors,
  type Palette,
  type ThemeColors,
  type ThemeName,
} from '../../../styles/palette';
import { neutralTints, type NeutralTint } from '../../../styles/looks';
import { contrast, toHex, toOklch, type Oklch } from './colors';

/**
 * Both themes' palette from one accent colour and a tint of grey. Each colour keeps the accent's
 * hue and moves only in lightness (its chroma only as far as the screen's colours demand), and
 * only as far as its contrast with what it meets needs (styles/palette.ts `contrastPairs`).
 */

/** A colour moved in lightness until `meets` holds, as little as possible; null if none does. */
function nearestMeeting(seed: Oklch, meets: (hex: string) => boolean): string | null {
  const at = (l: number) => toHex({ ...seed, l });
  if (meets(at(seed.l))) return at(seed.l);
  const step = 0.01;
  for (let distance = step; distance <= 1; distance += step) {
    for (const direction of [-1, 1]) {
      const l = seed.l + direction * distance;
      if (l < 0 || l > 1 || !meets(at(l))) continue;
      // The boundary lies between this lightness and the one a step nearer the seed.
      let [passing, failing] = [l, l - direction * step];
      for (let i = 0; i < 12; i++) {
        const middle = (passing + failing) / 2;
        if (meets(at(middle))) passing = middle;
        else failing = middle;
      }
      return at(passing);
    }
  }
  return null;
}

const meetsAll = (pairs: [string, number][]) => (hex: string) =>
  pairs.every(([other, min]) => contrast(hex, other) >= min);

/** The lightness (0–1) and the share of the tint's chroma of each grey, per theme. */
const neutralRecipe: Record<
  ThemeName,
  Record<'bg' | 'surface' | 'text' | 'muted' | 'border', [number, number]>
> = {
  light: {
    bg: [0.973, 0.15],
    surface: [1, 0],
    text: [0.21, 1],
    muted: [0.45, 0.9],
    border: [0.91, 0.35],
  },
  dark: {
    bg: [0.17, 0.75],
    surface: [0.22, 0.85],
    text: [0.94, 0.25],
    muted: [0.77, 0.85],
    border: [0.34, 1.1],
  },
};

const grey = (tint: NeutralTint, [l, share]: [number, number]): Oklch => ({
  l,
  c: neutralTints[tint].chroma * share,
  h: neutralTints[tint].hue,
});

/** The tone of the tags and the sent banner, per theme: lightness and chroma of their colours. */
const toneRecipe: Record<ThemeName, { bg: [number, number]; text: [number, number] }> = {
  light: { bg: [0.95, 0.04], text: [0.42, 0.12] },
  dark: { bg: [0.36, 0.08], text: [0.91, 0.06] },
};

/** A tag or banner colour pair of one hue: a background and text that meets 4.5:1 on it. */
function tonePair(theme: ThemeName, hue: number, chromaShare = 1): readonly [string, string] {
  const { bg, text } = toneRecipe[theme];
  const background = toHex({ l: bg[0], c: bg[1] * chromaShare, h: hue });
  const seed = { l: text[0], c: text[1] * chromaShare, h: hue };
  return [background, nearestMeeting(seed, meetsAll([[background, 4.6]]))!];
}

/** What moved the owner's accent, to report: which role, in which theme, to what. */
export interface Adjustment {
  theme: ThemeName;
  role: 'accent' | 'link';
  from: string;
  to: string;
}

/**
 * The contrast targets carry a small margin over WCAG's (4.5 and 3), so that browsers'
 * rounding of colours never takes a pair under its ratio.
 */
const textRatio = 4.6;
const markRatio = 3.1;

function themeColors(theme: ThemeName, accent: Oklch, tint: NeutralTint) {
  const recipe = neutralRecipe[theme];
  const greys = Object.fromEntries(
    Object.entries(recipe).map(([name, tone]) => [name, toHex(grey(tint, tone))]),
  ) as Pick<ThemeColors, keyof typeof recipe>;
  const pages: [string, number][] = [
    [greys.bg, markRatio],
    [greys.surface, markRatio],
  ];
  const white = '#ffffff';
  const deep = toHex({ l: 0.2, c: Math.min(accent.c, 0.05), h: accent.h });
  const onAccentFor = (fill: string) =>
    contrast(white, fill) >= contrast(deep, fill) ? white : deep;
  const fillPairs = (fill: string): [string, number][] => [
    ...pages,
    [onAccentFor(fill), textRatio],
  ];
  // A fill whose text reads, with room for a hover state that keeps every pair.
  const accentFill = nearestMeeting(accent, (hex) => {
    const pairs = fillPairs(hex);
    return meetsAll(pairs)(hex) && hoverOf(hex, theme, pairs) !== null;
  })!;
  const onAccent = onAccentFor(accentFill);
  const link = nearestMeeting(
    accent,
    meetsAll([
      [greys.bg, textRatio],
      [greys.surface, textRatio],
    ]),
  )!;
  return {
    colors: {
      ...greys,
      accent: accentFill,
      'accent-hover': hoverOf(accentFill, theme, fillPairs(accentFill))!,
      link,
      'on-accent': onAccent,
      focus: link,
      ...Object.fromEntries(
        ['success-bg', 'success-text'].map((name, index) => [
          name,
          tonePair(theme, successHue)[index]!,
        ]),
      ),
    } as ThemeColors,
    adjusted: { accent: accentFill, link },
  };
}

const successHue = toOklch(defaultPalette.light['success-text']).h;

/**
 * The hovered fill: visibly darker on the light theme and lighter on the dark one, or the other
 * way where that would break a pair; null where neither way keeps every pair.
 */
function hoverOf(fill: string, theme: ThemeName, pairs: [string, number][]): string | null {
  const start = toOklch(fill);
  const away = theme === 'light' ? -1 : 1;
  for (const distance of [0.08, 0.06, 0.05])
    for (const direction of [away, -away]) {
      const l = start.l + direction * distance;
      const hex = toHex({ ...start, l });
      if (l > 0.1 && l < 0.99 && meetsAll(pairs)(hex)) return hex;
    }
  return null;
}

/** Both themes' palette from the accent and the tint, and what had to move the accent. */
export function derivePalette(
  accentCss: string,
  tint: NeutralTint,
): { palette: Palette; adjustments: Adjustment[] } {
  const accent = toOklch(accentCss);
  const given = toHex(accent);
  const themes = {
    light: themeColors('light', accent, tint),
    dark: themeColors('dark', accent, tint),
  };
  const tags = Object.fromEntries(
    tagColors.map((name) => {
      const neutral = name === 'slate';
      const hue = neutral ? neutralTints[tint].hue : toOklch(defaultPalette.tags[name].light[1]).h;
      const share = neutral ? neutralTints[tint].chroma / 0.12 : 1;
      return [name, { light: tonePair('light', hue, share), dark: tonePair('dark', hue, share) }];
    }),
  ) as Palette['tags'];
  const adjustments = (['light', 'dark'] as const).flatMap((theme) =>
    (['accent', 'link'] as const)
      .filter((role) => themes[theme].adjusted[role] !== given)
      .map((role) => ({ theme, role, from: given, to: themes[theme].adjusted[role] })),
  );
  return {
    palette: { light: themes.light.colors, dark: themes.dark.colors, tags },
    adjustments,
  };
}
