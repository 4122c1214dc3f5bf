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
