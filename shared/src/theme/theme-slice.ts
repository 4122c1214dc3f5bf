import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeMode } from './mode.js';

export interface ThemeState {
  mode: ThemeMode;
}

export const themeSlice = createSlice({
  name: 'theme',
  initialState: (): ThemeState => ({ mode: 'light' }),
  reducers: {
    toggle(state) {
      state.mode = state.mode === 'dark' ? 'light' : 'dark';
    },
    set(state, action: PayloadAction<ThemeMode>) {
      state.mode = action.payload;
    },
    /** `?theme=` of the address (PUB-10): the mode for this page view, not saved as the reader's choice. */
    force(state, action: PayloadAction<ThemeMode>) {
      state.mode = action.payload;
    },
  },
});

export const themeActions = themeSlice.actions;

export const selectThemeMode = (state: { theme: ThemeState }): ThemeMode => state.theme.mode;
