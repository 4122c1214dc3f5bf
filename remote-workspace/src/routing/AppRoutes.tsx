import { Navigate, Route, Routes } from 'react-router-dom';
import { WorkspaceLayout } from '../app-frame/WorkspaceLayout';
import { ApproveRequest } from '../approve-request/ApproveRequest';
import { JoinByInviteCode } from '../invited/JoinByInviteCode';
import { OpenLatestWorkspace } from './OpenLatestWorkspace';

/** The routes inside `/app/*` (the shell mounts this remote there). */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<OpenLatestWorkspace />} />
      {/* A static first segment outranks `:workspaceId/:viewId`, so an invite link is never read as a page. */}
      <Route path="invited/:code" element={<JoinByInviteCode />} />
      {/* The link a workspace's Owner is mailed for an access request (AppFlowy's route). */}
      <Route path="approve-request" element={<ApproveRequest />} />
      <Route path=":workspaceId" element={<WorkspaceLayout />} />
      <Route path=":workspaceId/:viewId" element={<WorkspaceLayout />} />
      <Route path="*" element={<Navigate to="/app" replace />} />
    </Routes>
  );
}
