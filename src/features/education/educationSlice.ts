import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface EducationState {
  /** Open state of each 'View Units' list, keyed by unitsListId; absent means closed. */
  unitsOpen: Record<string, boolean>;
}

const initialState: EducationState = { unitsOpen: {} };

export const educationSlice = createSlice({
  name: 'education',
  initialState,
  reducers: {
    unitsToggled(state, action: PayloadAction<string>) {
      state.unitsOpen[action.payload] = !state.unitsOpen[action.payload];
    },
  },
  selectors: {
    selectIsUnitsOpen: (state, unitsListId: string) => state.unitsOpen[unitsListId] ?? false,
  },
});

export const { unitsToggled } = educationSlice.actions;
export const { selectIsUnitsOpen } = educationSlice.selectors;
