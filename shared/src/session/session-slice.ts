import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionToken } from './token.js';

export interface SessionState {
  token: SessionToken | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ token: null }),
  reducers: {
    tokenChanged(state, action: PayloadAction<SessionToken | null>) {
      state.token = action.payload;
    },
  },
});

export const sessionActions = sessionSlice.actions;

export const selectSessionToken = (state: { session: SessionState }): SessionToken | null =>
  state.session.token;
export const selectIsSignedIn = (state: { session: SessionState }): boolean => state.session.token !== null;
export const selectUserId = (state: { session: SessionState }): string | null =>
  state.session.token?.user.id ?? null;
