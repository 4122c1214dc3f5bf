import { act, render } from '@testing-library/react';
import { StoreProvider, sessionActions, store, userActions, type UserProfile } from '@quire/shared';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { WorkspaceApp } from '../WorkspaceApp';

export const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  uid: '1',
  uuid: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  avatar: null,
  latestWorkspaceId: null,
  ...overrides,
});

export const testToken = {
  access_token: 'a',
  refresh_token: 'r',
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  user: { id: 'user-1' },
};

/** Signed in with the profile loaded, so the frame starts no profile request of its own. */
export function signIn(loaded: UserProfile | null = profile()) {
  act(() => {
    store.dispatch(sessionActions.tokenChanged(testToken));
    store.dispatch(userActions.profileRequested({ userId: 'user-1' }));
    if (loaded !== null) store.dispatch(userActions.profileLoaded({ userId: 'user-1', profile: loaded }));
  });
}

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The remote as the shell mounts it: under /app/*, in the page's store. */
export function renderWorkspace(path = '/app') {
  return render(
    <StoreProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app/*" element={<WorkspaceApp />} />
        </Routes>
        <ShowLocation />
      </MemoryRouter>
    </StoreProvider>,
  );
}
