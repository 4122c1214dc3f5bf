import { type ContractRow, record } from './row.js';

/** A published page duplicated into the workspace, then an outsider's access request read and approved. */
export const duplicateAccessRows: ContractRow[] = [
  {
    route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/publish',
    params: (vars) => ({ view_id: vars.page ?? '' }),
    body: () => ({ duplicate_enabled: true }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/published-duplicate',
    body: (vars) => ({ published_view_id: vars.page, dest_view_id: vars.general, published_collab_type: 0 }),
  },
  {
    route: 'POST /api/access-request',
    // The outsider joined by invite code earlier; the guest asks (approved, they become a Member).
    as: 'Guest',
    body: (vars, ctx) => ({ workspace_id: ctx.workspaceId, view_id: vars.page }),
    keep: (data, vars) => (vars.request = String(record(data).request_id)),
  },
  {
    route: 'GET /api/access-request/{request_id}',
    params: (vars) => ({ request_id: vars.request ?? '' }),
  },
  {
    route: 'POST /api/access-request/{request_id}/approve',
    params: (vars) => ({ request_id: vars.request ?? '' }),
    body: () => ({ is_approved: true }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/unpublish',
    params: (vars) => ({ view_id: vars.page ?? '' }),
  },
];
