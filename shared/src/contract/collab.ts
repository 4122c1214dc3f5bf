import { z } from 'zod';
import { byteArraySchema } from './view.js';

/** `GET /api/workspace/v1/{ws}/collab/{object_id}`: the collab's whole state, as AppFlowy Cloud answers it. */
export const collabStateSchema = z.strictObject({
  object_id: z.string(),
  /** A Yjs v1 update holding the whole document. */
  doc_state: byteArraySchema,
  /** Its Yjs state vector: what a client diffs against to send only what the server lacks. */
  state_vector: byteArraySchema,
  /** Updates the server has accepted for this collab; it only grows. */
  version: z.number().int().min(0),
});
export type CollabState = z.infer<typeof collabStateSchema>;

/** What `web-update` answers once the update is committed (an AppFlowy client ignores it). */
export const webUpdateAnswerSchema = z.strictObject({ version: z.number().int().min(0) });
export type WebUpdateAnswer = z.infer<typeof webUpdateAnswerSchema>;

/**
 * `POST /api/workspace/v1/{ws}/collab_list` (≤ 200 ids): the collabs the asker may read, by object id; ids it may
 * not read, missing ones and ones of another collab_type are absent. `deferred`: readable ids left out to keep
 * the answer small (its collabs' bytes past a budget), to ask for again.
 */
export const collabListAnswerSchema = z.strictObject({
  items: z.record(
    z.string(),
    z.strictObject({
      doc_state: byteArraySchema,
      state_vector: byteArraySchema,
      version: z.number().int().min(0),
    }),
  ),
  deferred: z.array(z.string()),
});
export type CollabListAnswer = z.infer<typeof collabListAnswerSchema>;
