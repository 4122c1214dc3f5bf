import { api } from '../api/client.js';
import { getDeviceId } from '../platform/device-id.js';
import { bytesToBase64 } from './base64.js';
import type { CollabTarget } from './bookkeeping.js';

/**
 * A collab made on this client, created on the server by its first send (a database row: the update names its
 * database; a row's document: `parentId` is its row). Issue 24, docs: the database contract.
 */
export interface CollabCreate {
  parentId?: string;
}

/** The server's copy of a collab. */
export interface ServerCollab {
  docState: Uint8Array;
  stateVector: Uint8Array;
  version: number;
}

/** How a document reaches the server: HTTP today (spec 001 §7), the websocket provider later. */
export interface CollabTransport {
  load(target: CollabTarget): Promise<ServerCollab>;
  /**
   * Resolves once the server has committed `update`, with the collab's version. `create`: the collab may not
   * exist on the server yet (made on this client); this send creates it (a row document names its row).
   */
  send(target: CollabTarget, update: Uint8Array, create?: CollabCreate): Promise<{ version: number }>;
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
  send(target, update, create) {
    const parent = create?.parentId === undefined ? {} : { parent_id: create.parentId };
    return api.post<{ version: number }>(
      `${collabPath(target)}/web-update`,
      { doc_state: bytesToBase64(update), collab_type: target.collabType, ...parent },
      { headers: { 'client-version': 'web', 'device-id': getDeviceId() } },
    );
  },
};
