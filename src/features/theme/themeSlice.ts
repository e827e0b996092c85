import { createSlice } from '@reduxjs/toolkit';

export type Theme = 'light' | 'dark';

export interface ThemeState {
  mode: Theme;
}

const initialState: ThemeState = { mode: 'light' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    toggled(state) {
      state.mode = state.mode === 'dark' ? 'light' : 'dark';
    },
  },
  selectors: {
    selectTheme: (state) => state.mode,
  },
});

export const { toggled: themeToggled } = themeSlice.actions;
export const { selectTheme } = themeSlice.selectors;
