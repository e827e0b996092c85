/** The names of the tag colours; the page's code needs only these, not the colours. */
export const tagColors = ['green', 'sky', 'violet', 'amber', 'rose', 'slate'] as const;
export type TagColor = (typeof tagColors)[number];

/** The colours of one theme, by the custom property each becomes (`--bg`, `--link`, …). */
export type ThemeColors = Record<
  | 'bg'
  | 'surface'
  | 'text'
  | 'muted'
  | 'border'
  /** Fills: primary buttons, the selected filter, the current section; and their outline. */
  | 'accent'
  | 'accent-hover'
  /** The accent as text: links, the job title, text buttons. */
  | 'link'
  /** Text on the accent fill. */
  | 'on-accent'
  | 'focus'
  | 'success-bg'
  | 'success-text',
  string
>;
export type ThemeName = 'light' | 'dark';

/** Every colour of the site, for both themes. */
export interface Palette {
  light: ThemeColors;
  dark: ThemeColors;
  /** Tag colours: background and text in each theme. */
  tags: Record<TagColor, Record<ThemeName, readonly [string, string]>>;
}

/**
 * The colours that meet on the page, and the WCAG 2.2 contrast each pair needs: 4.5:1 for text,
 * 3:1 for what marks a control or its state against what is beside it.
 */
export const contrastPairs: {
  color: keyof ThemeColors;
  on: keyof ThemeColors;
  min: number;
  use: string;
}[] = [
  { color: 'text', on: 'bg', min: 4.5, use: 'body text' },
  { color: 'text', on: 'surface', min: 4.5, use: 'body text on cards' },
  { color: 'muted', on: 'bg', min: 4.5, use: 'muted text' },
  { color: 'muted', on: 'surface', min: 4.5, use: 'muted text, placeholders and field borders' },
  { color: 'link', on: 'bg', min: 4.5, use: 'links' },
  { color: 'link', on: 'surface', min: 4.5, use: 'links on cards' },
  { color: 'on-accent', on: 'accent', min: 4.5, use: 'text on buttons' },
  { color: 'on-accent', on: 'accent-hover', min: 4.5, use: 'text on hovered buttons' },
  { color: 'accent', on: 'bg', min: 3, use: 'buttons and the current section' },
  { color: 'accent', on: 'surface', min: 3, use: 'the selected filter' },
  { color: 'accent-hover', on: 'bg', min: 3, use: 'hovered buttons' },
  { color: 'accent-hover', on: 'surface', min: 3, use: 'hovered buttons on cards' },
  { color: 'focus', on: 'bg', min: 3, use: 'the focus ring' },
  { color: 'focus', on: 'surface', min: 3, use: 'the focus ring on cards' },
  { color: 'success-text', on: 'success-bg', min: 4.5, use: 'the sent banner' },
];

/**
 * The site's colours without an owner's style: what styles/_tokens.scss, the browser's
 * theme-color, the social card, the icons and the resume PDF take when the content sets no accent.
 */
export const defaultPalette: Palette = {
  light: {
    bg: '#f4f6fa',
    surface: '#ffffff',
    text: '#0f172a',
    muted: '#475569',
    border: '#dbe2ea',
    accent: '#0f766e',
    'accent-hover': '#115e59',
    link: '#0f766e',
    'on-accent': '#ffffff',
    focus: '#1d4ed8',
    'success-bg': '#dcfce7',
    'success-text': '#14532d',
  },
  dark: {
    bg: '#0b1120',
    surface: '#141d2f',
    text: '#e5e9f0',
    muted: '#a3b1c6',
    border: '#2a3852',
    accent: '#5eead4',
    'accent-hover': '#99f6e4',
    link: '#5eead4',
    'on-accent': '#042f2e',
    focus: '#93c5fd',
    'success-bg': '#14532d',
    'success-text': '#dcfce7',
  },
  tags: {
    green: { light: ['#dcfce7', '#166534'], dark: ['#14532d', '#bbf7d0'] },
    sky: { light: ['#e0f2fe', '#075985'], dark: ['#0c4a6e', '#bae6fd'] },
    violet: { light: ['#ede9fe', '#5b21b6'], dark: ['#3b1a7a', '#ddd6fe'] },
    amber: { light: ['#fef3c7', '#92400e'], dark: ['#713f12', '#fde68a'] },
    rose: { light: ['#ffe4e6', '#9f1239'], dark: ['#7f1d3a', '#fecdd3'] },
    slate: { light: ['#e2e8f0', '#334155'], dark: ['#334155', '#e2e8f0'] },
  },
};
