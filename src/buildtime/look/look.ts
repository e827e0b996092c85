import { defaultPalette, type Palette, type ThemeName } from '../../../styles/palette';
import {
  cornerShapes,
  defaultStyle,
  typefaces,
  type CornerShape,
  type Style,
  type Typeface,
} from '../../../styles/looks';
import { apcaContrast, colorDistance, contrast, inSrgb, toHex, toOklch } from './colors';
import { derivePalette, type Adjustment } from './derivePalette';

/** The site's look: the owner's style made whole, with every colour of both themes. */
export interface Look {
  palette: Palette;
  font: Typeface;
  corners: CornerShape;
  /** The icons' colours: the theme's fill nearest the owner's accent, and its text. */
  mark: { background: string; color: string };
  /** What the build changed of the owner's accent, one line each, to report. */
  adjustments: string[];
}

/** The fill of the theme that changed the accent least, and the text on it. */
function markOf(palette: Palette, accent: string): Look['mark'] {
  const [theme] = (['light', 'dark'] as const)
    .map((name) => [name, colorDistance(accent, palette[name].accent)] as const)
    .sort((a, b) => a[1] - b[1])[0]!;
  return { background: palette[theme].accent, color: palette[theme]['on-accent'] };
}

/** The look of a content's style; without one, today's default look. */
export function lookOf(style: Style = {}): Look {
  const { font, corners, neutral } = { ...defaultStyle, ...style };
  const accent = style.accent ?? defaultPalette.light.accent;
  if (!style.accent && !style.neutral) {
    const palette = defaultPalette;
    return { palette, font, corners, mark: markOf(palette, accent), adjustments: [] };
  }
  const { palette, adjustments } = derivePalette(accent, neutral);
  return {
    palette,
    font,
    corners,
    mark: markOf(palette, accent),
    adjustments: [
      ...(inSrgb(accent)
        ? []
        : [
            `style.accent ${accent} is outside the colours screens show (sRGB); ` +
              `it is drawn as ${toHex(toOklch(accent))}`,
          ]),
      ...adjustments.map((adjustment) => describeAdjustment(accent, adjustment)),
    ],
  };
}

const roleWords: Record<Adjustment['role'], [string, string]> = {
  accent: [
    'buttons and the selected filter',
    '3:1 against the page and 4.5:1 for their text, with room for a hover',
  ],
  link: ['links', '4.5:1 against the page'],
};

function describeAdjustment(accent: string, { theme, role, from, to }: Adjustment): string {
  const [what, why] = roleWords[role];
  const lighter = toOklch(to).l > toOklch(from).l;
  return (
    `style.accent ${accent} is too ${lighter ? 'dark' : 'light'} for ${what} on the ${theme} ` +
    `theme (${why}); they use ${to}`
  );
}

/** Body text's contrast in each theme, as WCAG 2 ratio and APCA Lc, for the build's report. */
export function bodyTextContrast({ palette }: Look): string {
  return (['light', 'dark'] as ThemeName[])
    .map((theme) => {
      const { text, bg } = palette[theme];
      return `${theme} ${contrast(text, bg).toFixed(1)}:1, APCA Lc ${apcaContrast(text, bg).toFixed(0)}`;
    })
    .join('; ');
}

const declarations = (properties: Record<string, string>) =>
  Object.entries(properties)
    .map(([name, value]) => `--${name}: ${value};`)
    .join(' ');

/** One theme's colours as custom properties, by name without the dashes. */
export const themeProperties = (palette: Palette, theme: ThemeName): Record<string, string> => ({
  ...palette[theme],
  ...Object.fromEntries(
    Object.entries(palette.tags).flatMap(([name, colors]) => [
      [`tag-${name}-bg`, colors[theme][0]],
      [`tag-${name}-text`, colors[theme][1]],
    ]),
  ),
});

/**
 * The look as CSS custom properties, the light theme on :root and the dark one on :root.dark
 * (styles/_tokens.scss takes them in; see lookSass.ts).
 */
export function lookCss({ palette, font, corners }: Look): string {
  const { card, control, pill } = cornerShapes[corners];
  const root = {
    ...themeProperties(palette, 'light'),
    font: typefaces[font].stack,
    radius: card,
    'radius-control': control,
    'radius-pill': pill,
  };
  return (
    `:root { ${declarations(root)} }\n` +
    `:root.dark { ${declarations(themeProperties(palette, 'dark'))} }\n`
  );
}
