/** The names of the tag colours; the page's code needs only these, not the colours. */
export const tagColors = ['green', 'sky', 'violet', 'amber', 'rose', 'slate'] as const;
export type TagColor = (typeof tagColors)[number];

/**
 * Every colour of the site, for both themes: the one source that the styles (through the
 * `palette:colors` Sass module, see src/buildtime/paletteSass.ts), the browser's theme-color,
 * the social card and the resume PDF all take from. Text pairs keep at least 4.5:1 contrast.
 */
export const palette = {
  light: {
    bg: '#f4f6fa',
    surface: '#ffffff',
    text: '#0f172a',
    muted: '#475569',
    border: '#dbe2ea',
    accent: '#0f766e',
    'accent-hover': '#115e59',
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
    'on-accent': '#042f2e',
    focus: '#93c5fd',
    'success-bg': '#14532d',
    'success-text': '#dcfce7',
  },
  /** Tag colours: background and text in each theme. */
  tags: {
    green: { light: ['#dcfce7', '#166534'], dark: ['#14532d', '#bbf7d0'] },
    sky: { light: ['#e0f2fe', '#075985'], dark: ['#0c4a6e', '#bae6fd'] },
    violet: { light: ['#ede9fe', '#5b21b6'], dark: ['#3b1a7a', '#ddd6fe'] },
    amber: { light: ['#fef3c7', '#92400e'], dark: ['#713f12', '#fde68a'] },
    rose: { light: ['#ffe4e6', '#9f1239'], dark: ['#7f1d3a', '#fecdd3'] },
    slate: { light: ['#e2e8f0', '#334155'], dark: ['#334155', '#e2e8f0'] },
  } satisfies Record<TagColor, Record<'light' | 'dark', readonly [string, string]>>,
} as const;
