import { createListenerMiddleware } from '@reduxjs/toolkit';
import { applyThemeToDocument, saveTheme } from './themeDocument';
import { themeToggled, type ThemeState } from './themeSlice';

/** Saves the visitor's choice and applies it to the page: side effects stay out of the reducer. */
export const themeListener = createListenerMiddleware<{ theme: ThemeState }>();

themeListener.startListening({
  actionCreator: themeToggled,
  effect: (_action, api) => {
    const theme = api.getState().theme.mode;
    saveTheme(theme);
    applyThemeToDocument(theme);
  },
});
