import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UiState {
  loginDialog: { open: boolean; redirectTo: string | null };
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: (): UiState => ({ loginDialog: { open: false, redirectTo: null } }),
  reducers: {
    /** Any screen may ask for the login dialog (LOG-12); the auth remote renders it. */
    openLoginDialog(state, action: PayloadAction<{ redirectTo?: string } | undefined>) {
      state.loginDialog = { open: true, redirectTo: action.payload?.redirectTo ?? null };
    },
    closeLoginDialog(state) {
      state.loginDialog = { open: false, redirectTo: null };
    },
  },
});

export const uiActions = uiSlice.actions;

export const selectLoginDialog = (state: { ui: UiState }): UiState['loginDialog'] => state.ui.loginDialog;
