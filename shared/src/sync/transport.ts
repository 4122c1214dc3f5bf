import { api } from '../api/client.js';
import { getDeviceId } from '../platform/device-id.js';
import { bytesToBase64 } from './base64.js';
import type { CollabTarget } from './bookkeeping.js';

/** The server's copy of a collab. */
export interface ServerCollab {
  docState: Uint8Array;
  stateVector: Uint8Array;
  version: number;
}

/** How a document reaches the server: HTTP today (spec 001 §7), the websocket provider later. */
export interface CollabTransport {
  load(target: CollabTarget): Promise<ServerCollab>;
  /** Resolves once the server has committed `update`, with the collab's version. */
  send(target: CollabTarget, update: Uint8Array): Promise<{ version: number }>;
}

interface CollabAnswer {
  doc_state: number[];
  state_vector: number[];
  version: number;
}

const collabPath = (target: CollabTarget) =>
  `/api/workspace/v1/${encodeURIComponent(target.workspaceId)}/collab/${encodeURIComponent(target.objectId)}`;

/** `GET …/collab/{id}` and `POST …/web-update` (API-SYNC-01..03), the update as base64. */
export const httpCollabTransport: CollabTransport = {
  async load(target) {
    const answer = await api.get<CollabAnswer>(collabPath(target), {
      query: { collab_type: target.collabType },
    });
    return {
      docState: Uint8Array.from(answer.doc_state),
      stateVector: Uint8Array.from(answer.state_vector),
      version: answer.version,
    };
  },
  send(target, update) {
    return api.post<{ version: number }>(
      `${collabPath(target)}/web-update`,
      { doc_state: bytesToBase64(update), collab_type: target.collabType },
      { headers: { 'client-version': 'web', 'device-id': getDeviceId() } },
    );
  },
};
