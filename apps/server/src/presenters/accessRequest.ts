import type { AccessRequest, CreatedAccessRequest } from '@quire/shared/contract';
import { AccessRequestStatus } from '@quire/shared/contract';
import type { AccessRequestDetails, AccessRequestRow } from '../queries/accessRequests.js';
import { parseUserMetadata } from '../models/userMetadata.js';
import { readStored } from '../stored/format.js';
import { viewIconFormat } from '../stored/formats.js';
import { layoutOf } from './folderView.js';
import { presentWorkspace } from './workspace.js';

export function presentCreatedAccessRequest(row: AccessRequestRow): CreatedAccessRequest {
  return {
    request_id: row.request_id,
    workspace_id: row.workspace_id,
    requester_id: row.requester_uuid,
    view_id: row.view_id,
  };
}

/** What the Owner sees: the requester's name, e-mail and avatar, and the page's title — nothing of its content. */
export function presentAccessRequest({
  request,
  workspace,
  requester,
  view,
}: AccessRequestDetails): AccessRequest {
  return {
    request_id: request.request_id,
    workspace: presentWorkspace(workspace),
    requester: {
      uid: requester.uid,
      uuid: requester.uuid,
      email: requester.email,
      name: requester.name,
      avatar_url: parseUserMetadata(requester.metadata).icon_url ?? null,
    },
    view: {
      view_id: view.view_id,
      name: view.name,
      icon: view.icon === null ? null : readStored(viewIconFormat, view.icon),
      layout: layoutOf(view.layout),
    },
    status: statusOf(request.status),
    created_at: request.created_at,
  };
}

function statusOf(status: number): AccessRequest['status'] {
  if (status === AccessRequestStatus.Approved) return 1;
  if (status === AccessRequestStatus.Denied) return 2;
  return 0;
}
