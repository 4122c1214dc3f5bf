import { type ContractRow, record } from './row.js';

/** Workspaces, invitations, invite codes and members (a second workspace is made here). */
export const workspaceRows: ContractRow[] = [
  { route: 'GET /api/workspace', query: '?include_member_count=true&include_role=true' },
  {
    route: 'POST /api/workspace',
    body: () => ({ workspace_name: 'Second' }),
    keep: (data, vars) => (vars.second = String(record(data).workspace_id)),
  },
  {
    route: 'PATCH /api/workspace',
    body: (vars) => ({ workspace_id: vars.second, workspace_name: 'Second, renamed' }),
  },
  {
    route: 'PUT /api/workspace/{workspace_id}/open',
    params: (vars) => ({ workspace_id: vars.second ?? '' }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/invite',
    params: (vars) => ({ workspace_id: vars.second ?? '' }),
    body: (_vars, ctx) => [
      { email: ctx.users.Member.user.email, role: 'Member' },
      { email: ctx.users.Guest.user.email, role: 'Guest' },
    ],
  },
  {
    route: 'POST /api/workspace/{workspace_id}/invite-code',
    body: () => ({ validity_period_hours: 24 }),
    keep: (data, vars) => (vars.code = String(record(data).code)),
  },
  { route: 'GET /api/workspace/{workspace_id}/invite-code', as: 'Member' },
  { route: 'GET /api/invite-code-info', as: 'NonMember', query: '?code={code}' },
  {
    route: 'POST /api/workspace/join-by-invite-code',
    as: 'NonMember',
    body: (vars) => ({ code: vars.code }),
  },
  { route: 'DELETE /api/workspace/{workspace_id}/invite-code' },
  {
    route: 'GET /api/workspace/invite',
    as: 'Member',
    query: '?status=Pending',
    keep: (data, vars) => (vars.invite = String(record((data as unknown[])[0]).invite_id)),
  },
  {
    route: 'GET /api/workspace/invite/{invite_id}',
    as: 'Member',
    params: (vars) => ({ invite_id: vars.invite ?? '' }),
  },
  {
    route: 'POST /api/workspace/accept-invite/{invite_id}',
    as: 'Member',
    params: (vars) => ({ invite_id: vars.invite ?? '' }),
  },
  {
    route: 'GET /api/workspace/{workspace_id}/invite',
    params: (vars) => ({ workspace_id: vars.second ?? '' }),
    keep: (data, vars) => (vars.pendingInvite = String(record((data as unknown[])[0]).invite_id)),
  },
  {
    route: 'DELETE /api/workspace/{workspace_id}/invite/{invite_id}',
    params: (vars) => ({ workspace_id: vars.second ?? '', invite_id: vars.pendingInvite ?? '' }),
  },
  {
    route: 'GET /api/workspace/{workspace_id}/member',
    params: (vars) => ({ workspace_id: vars.second ?? '' }),
  },
  {
    route: 'PUT /api/workspace/{workspace_id}/member',
    params: (vars) => ({ workspace_id: vars.second ?? '' }),
    body: (_vars, ctx) => ({ email: ctx.users.Member.user.email, role: 'Guest' }),
  },
  {
    route: 'POST /api/workspace/{workspace_id}/leave',
    as: 'Member',
    params: (vars) => ({ workspace_id: vars.second ?? '' }),
  },
  { route: 'GET /api/workspace/{workspace_id}/workspace-profile' },
  {
    route: 'PUT /api/workspace/{workspace_id}/update-member-profile',
    body: () => ({
      name: 'Owner here',
      description: 'Runs the place',
      avatar_url: 'https://example.com/a.png',
    }),
  },
  { route: 'GET /api/workspace/{workspace_id}/mentionable-person', as: 'Guest' },
  {
    route: 'DELETE /api/workspace/{workspace_id}/member',
    body: (_vars, ctx) => [ctx.users.Guest.user.email],
  },
];
