import type { Theme } from './themeSlice';

/** localStorage key of the saved preference (spec section 9). */
export const themeStorageKey = 'theme';

const isTheme = (value: unknown): value is Theme => value === 'dark' || value === 'light';

function readSavedTheme(): string | null {
  try {
    return window.localStorage.getItem(themeStorageKey);
  } catch {
    return null; // storage blocked: fall back to the system setting
  }
}

/** The theme at start-up: a saved 'dark' or 'light' wins, otherwise the system setting. */
export function readStartupTheme(): Theme {
  const saved = readSavedTheme();
  if (isTheme(saved)) return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function saveTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(themeStorageKey, theme);
  } catch {
    // storage blocked: the choice lasts for this page view only
  }
}

/** `<html class="dark">` exactly when the theme is dark. */
export function applyThemeToDocument(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}
