import { AppError } from '@quire/shared/errors';
import type { Kysely, Selectable } from 'kysely';
import type { AccessRequestsTable, Database, UserRow, ViewRow, WorkspaceRole } from '../db/schema.js';
import type { MemberWorkspace } from './userWorkspaces.js';

export type AccessRequestRow = Selectable<AccessRequestsTable>;

export const accessRequestNotFoundMessage = 'Access request not found';

/** The request `requestId`, or RecordNotFound 'Access request not found'. */
export async function findAccessRequest(db: Kysely<Database>, requestId: string): Promise<AccessRequestRow> {
  const row = await db
    .selectFrom('access_requests')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  if (row === undefined) throw new AppError('RecordNotFound', accessRequestNotFoundMessage);
  return row;
}

export function findExistingAccessRequest(
  db: Kysely<Database>,
  params: { requesterUuid: string; workspaceId: string; viewId: string },
): Promise<AccessRequestRow | undefined> {
  return db
    .selectFrom('access_requests')
    .selectAll()
    .where('requester_uuid', '=', params.requesterUuid)
    .where('workspace_id', '=', params.workspaceId)
    .where('view_id', '=', params.viewId)
    .executeTakeFirst();
}

/** Everything the Owner is shown of a request: the workspace (as its Owner sees it), the requester, the page. */
export interface AccessRequestDetails {
  request: AccessRequestRow;
  workspace: MemberWorkspace;
  requester: UserRow;
  view: ViewRow;
}

export async function accessRequestDetails(
  db: Kysely<Database>,
  request: AccessRequestRow,
): Promise<AccessRequestDetails> {
  const workspace = await db
    .selectFrom('workspaces as workspace')
    .innerJoin('users as owner', 'owner.uuid', 'workspace.owner_uuid')
    .select([
      'workspace.workspace_id',
      'workspace.workspace_name',
      'workspace.icon',
      'workspace.database_storage_id',
      'workspace.created_at',
      'owner.uid as owner_uid',
      'owner.name as owner_name',
      'owner.email as owner_email',
    ])
    .select((eb) =>
      eb
        .selectFrom('workspace_members as other')
        .select(eb.fn.countAll().as('count'))
        .whereRef('other.workspace_id', '=', 'workspace.workspace_id')
        .as('member_count'),
    )
    .where('workspace.workspace_id', '=', request.workspace_id)
    .executeTakeFirstOrThrow();
  const requester = await db
    .selectFrom('users')
    .selectAll()
    .where('uuid', '=', request.requester_uuid)
    .executeTakeFirstOrThrow();
  const view = await db
    .selectFrom('views')
    .selectAll()
    .where('view_id', '=', request.view_id)
    .executeTakeFirstOrThrow();
  const role: WorkspaceRole = 'Owner';
  return {
    request,
    workspace: { ...workspace, role, member_count: Number(workspace.member_count ?? 0) },
    requester,
    view,
  };
}
