import { AppError } from '@quire/shared/errors';
import type { Kysely, Selectable } from 'kysely';
import type { AccessRequestsTable, Database, UserRow, ViewRow, WorkspaceRole } from '../db/schema.js';
import { countOf, selectWorkspaceSummaries, type MemberWorkspace } from './userWorkspaces.js';

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
  const workspace = await selectWorkspaceSummaries(db)
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
    workspace: { ...workspace, role, member_count: countOf(workspace.member_count) },
    requester,
    view,
  };
}
