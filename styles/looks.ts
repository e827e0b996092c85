/**
 * The choices an owner's `"style"` makes (owner/portfolio.json): a typeface, a corner shape
 * and a neutral tint, beside any accent colour. Every name here is what the content may write.
 */

/**
 * Typefaces as system font stacks, by their kind of letter, so visitors download no font. Each
 * names what the build draws resume.pdf, the card and the icons in (`drawing`).
 */
export const typefaces = {
  // Each platform's own interface face; Linux desktops get Noto Sans or Liberation Sans rather
  // than system-ui's usual DejaVu Sans, which is wide and heavy.
  system: {
    stack:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI Variable Text', 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', 'Liberation Sans', Arial, sans-serif",
    drawing: 'sans',
  },
  // Sans serifs drawn from handwriting: open, with varied strokes.
  humanist: {
    stack:
      "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'Source Sans 3', 'Noto Sans', 'DejaVu Sans', sans-serif",
    drawing: 'sans',
  },
  // Sans serifs built on circles and straight lines.
  geometric: {
    stack:
      "'Avenir Next', Avenir, Montserrat, Corbel, 'URW Gothic', 'Century Gothic', 'Noto Sans', sans-serif",
    drawing: 'sans',
  },
  // Serifs of the Renaissance book: slanted stress, low contrast.
  'old-style': {
    stack:
      "'Iowan Old Style', 'Palatino Linotype', Palatino, 'URW Palladio L', P052, 'Book Antiqua', 'Noto Serif', serif",
    drawing: 'serif',
  },
  // Serifs of the eighteenth century and the screen: upright stress, sturdy.
  transitional: {
    stack: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, Georgia, 'Noto Serif', serif",
    drawing: 'serif',
  },
  monospace: {
    stack:
      "ui-monospace, 'SF Mono', 'Cascadia Code', Menlo, Consolas, 'DejaVu Sans Mono', 'Noto Sans Mono', monospace",
    drawing: 'mono',
  },
} as const satisfies Record<string, { stack: string; drawing: Drawing }>;

/** The kind of font the build draws with: Noto Sans, Noto Serif or Noto Sans Mono for Latin. */
export type Drawing = 'sans' | 'serif' | 'mono';

/**
 * Corner radii: of cards and dialogs, of small controls (fields, banners), and of pills (buttons,
 * chips, round icons and the photo). `drawn` is the rounding of drawn squares (icons, logos) as a
 * share of their side.
 */
export const cornerShapes = {
  square: { card: '0', control: '0', pill: '0', drawn: 0 },
  soft: { card: '0.75rem', control: '0.5rem', pill: '999px', drawn: 0.22 },
  round: { card: '1.5rem', control: '1rem', pill: '999px', drawn: 0.5 },
} as const satisfies Record<string, { card: string; control: string; pill: string; drawn: number }>;

/** The tint of the greys: an OKLCH hue and how much of it (the chroma of the body text). */
export const neutralTints = {
  cool: { hue: 262, chroma: 0.04 },
  warm: { hue: 65, chroma: 0.02 },
  pure: { hue: 0, chroma: 0 },
} as const satisfies Record<string, { hue: number; chroma: number }>;

export type Typeface = keyof typeof typefaces;
export type CornerShape = keyof typeof cornerShapes;
export type NeutralTint = keyof typeof neutralTints;

/** The owner's style, as the content writes it. Each part left out keeps today's look. */
export interface Style {
  /** Any CSS colour: hex, rgb(), hsl(), oklch() or a name. */
  accent?: string;
  font?: Typeface;
  corners?: CornerShape;
  neutral?: NeutralTint;
}

/** The look of a site whose content has no style. */
export const defaultStyle = {
  font: 'system',
  corners: 'soft',
  neutral: 'cool',
} as const satisfies Required<Omit<Style, 'accent'>>;
