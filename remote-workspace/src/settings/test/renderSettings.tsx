import { Route, Routes } from 'react-router-dom';
import { renderAt } from '../../test/renderAt';
import { profile, signIn } from '../../test/session';
import type { WorkspaceMember } from '../api';
import { WorkspaceSettings } from '../WorkspaceSettings';

/** A member as the API lists them (test data factory): `person('Ada', 'Owner')` is ada@example.com. */
export const person = (name: string, role: WorkspaceMember['role']): WorkspaceMember => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  role,
  avatar_url: null,
});

/** Signed in as the member with this address: the settings know which member is "you" only by the e-mail. */
export function signInAs(email: string) {
  signIn(profile({ email, name: null }));
}

/** The settings of ws-1, open over one of its pages, with /app to land on once the workspace is deleted. */
export function renderSettings(onClose = jest.fn()) {
  return renderAt(
    '/app/ws-1/page-1',
    <Routes>
      <Route
        path="/app/:workspaceId/:viewId"
        element={<WorkspaceSettings workspaceId="ws-1" open onClose={onClose} />}
      />
      <Route path="/app" element={<p data-testid="opened-app">app</p>} />
    </Routes>,
  );
}
