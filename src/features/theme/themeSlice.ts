import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type Theme = 'light' | 'dark';

export interface ThemeState {
  mode: Theme;
  /** The visitor chose it, here or in another tab: from then on it no longer follows the system. */
  chosen: boolean;
}

const initialState: ThemeState = { mode: 'light', chosen: false };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    toggled(state) {
      state.mode = state.mode === 'dark' ? 'light' : 'dark';
      state.chosen = true;
    },
    systemChanged(state, action: PayloadAction<Theme>) {
      if (!state.chosen) state.mode = action.payload;
    },
    chosenInAnotherTab(state, action: PayloadAction<Theme>) {
      state.mode = action.payload;
      state.chosen = true;
    },
  },
  selectors: {
    selectTheme: (state) => state.mode,
  },
});

export const {
  toggled: themeToggled,
  systemChanged: systemThemeChanged,
  chosenInAnotherTab: themeChosenInAnotherTab,
} = themeSlice.actions;
export const { selectTheme } = themeSlice.selectors;
