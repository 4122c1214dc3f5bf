import { Route, Routes, useLocation } from 'react-router-dom';
import { folderStore } from '../../data';
import { renderAt } from '../../test/renderAt';
import { signOutQuietly } from '../../test/session';
import { WorkspaceApp } from '../WorkspaceApp';

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The remote as the shell mounts it: under /app/*, in the page's store. */
export function renderWorkspace(path = '/app') {
  return renderAt(
    path,
    <>
      <Routes>
        <Route path="/app/*" element={<WorkspaceApp />} />
      </Routes>
      <ShowLocation />
    </>,
  );
}

/** What a test of the whole remote leaves behind, undone: saved settings (the tab's too), the folders, the session. */
export function forgetWorkspaceApp() {
  localStorage.clear();
  sessionStorage.clear();
  folderStore.reset();
  signOutQuietly();
}
