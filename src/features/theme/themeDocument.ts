import type { Dispatch } from '@reduxjs/toolkit';
import { safeStorage } from '../../lib/safeStorage';
import {
  systemThemeChanged,
  themeChosenInAnotherTab,
  type Theme,
  type ThemeState,
} from './themeSlice';

/** localStorage key of the saved preference (spec section 9). */
export const themeStorageKey = 'theme';

/** The system's setting, which the theme follows until the visitor chooses. */
export const darkSchemeQuery = '(prefers-color-scheme: dark)';

const themeStorage = safeStorage('localStorage');

const asTheme = (value: string | null): Theme | null =>
  value === 'dark' || value === 'light' ? value : null;

/**
 * Where the store starts: the theme the <head> script painted (src/headScripts/), and whether
 * it was the visitor's saved choice.
 */
export const startingTheme = (): ThemeState => ({
  mode: document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  chosen: asTheme(themeStorage.get(themeStorageKey)) !== null,
});

/** Saved for the next visit; when storage is blocked the choice lasts for this page view. */
export function saveTheme(theme: Theme): void {
  themeStorage.set(themeStorageKey, theme);
}

/** `<html class="dark">` exactly when the theme is dark. */
export function applyThemeToDocument(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

/** Tells the store when the system's setting changes, and when another tab saves a choice. */
export function followThemeChanges(dispatch: Dispatch): void {
  window.matchMedia?.(darkSchemeQuery).addEventListener('change', (event) => {
    dispatch(systemThemeChanged(event.matches ? 'dark' : 'light'));
  });
  window.addEventListener('storage', (event) => {
    const theme = event.key === themeStorageKey && asTheme(event.newValue);
    if (theme) dispatch(themeChosenInAnotherTab(theme));
  });
}
