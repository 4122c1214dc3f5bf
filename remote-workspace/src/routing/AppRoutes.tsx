import { Navigate, Route, Routes } from 'react-router-dom';
import { WorkspaceLayout } from '../app-frame/WorkspaceLayout';
import { OpenLatestWorkspace } from './OpenLatestWorkspace';

/** The routes inside `/app/*` (the shell mounts this remote there). */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<OpenLatestWorkspace />} />
      <Route path=":workspaceId" element={<WorkspaceLayout />} />
      <Route path=":workspaceId/:viewId" element={<WorkspaceLayout />} />
      <Route path="*" element={<Navigate to="/app" replace />} />
    </Routes>
  );
}
