import { api } from '@quire/shared';
import type { AccessRequest } from '@quire/shared/contract';

// An access request and the Owner's decision on it (reference §3.15). Only the approve-request page calls these.

export type { AccessRequest };

export function getAccessRequest(requestId: string): Promise<AccessRequest> {
  return api.get<AccessRequest>(`/api/access-request/${encodeURIComponent(requestId)}`);
}

export async function decideAccessRequest(requestId: string, approve: boolean): Promise<void> {
  await api.post(`/api/access-request/${encodeURIComponent(requestId)}/approve`, { is_approved: approve });
}
