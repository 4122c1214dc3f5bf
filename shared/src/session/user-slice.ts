import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserProfile } from '../auth/user-profile.js';
import { sessionActions } from './session-slice.js';

export type CurrentUserStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The signed-in user's profile, cached for the page (spec 001 §3) and tied to the session's user id. */
export interface UserState {
  /** Whose profile this state is about: the session's user id when it was last reset. */
  userId: string | null;
  status: CurrentUserStatus;
  profile: UserProfile | null;
  error: string | null;
}

const emptyFor = (userId: string | null): UserState => ({
  userId,
  status: 'idle',
  profile: null,
  error: null,
});

export const userSlice = createSlice({
  name: 'user',
  initialState: (): UserState => emptyFor(null),
  reducers: {
    profileRequested(state, action: PayloadAction<{ userId: string }>) {
      if (action.payload.userId !== state.userId) return;
      state.status = 'loading';
      state.error = null;
    },
    // An answer for a user who is no longer signed in (another tab switched accounts) is dropped.
    profileLoaded(state, action: PayloadAction<{ userId: string; profile: UserProfile }>) {
      if (action.payload.userId !== state.userId) return;
      state.status = 'loaded';
      state.profile = action.payload.profile;
      state.error = null;
    },
    profileFailed(state, action: PayloadAction<{ userId: string; message: string }>) {
      if (action.payload.userId !== state.userId) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    // A refreshed token of the same user keeps the profile; another user (or none) starts over.
    builder.addCase(sessionActions.tokenChanged, (state, action) => {
      const userId = action.payload?.user.id ?? null;
      return userId === state.userId ? state : emptyFor(userId);
    });
  },
});

export const userActions = userSlice.actions;

export const selectCurrentUser = (state: { user: UserState }): UserState => state.user;
