import { AppError, isAppError } from '@quire/shared/errors';
import { z } from 'zod';
import type { CollabAddress } from './frames.js';

// Text frames of /ws/v1 (docs/realtime.md): JSON control messages, beside the binary collab frames.

const workspaceId = z.uuid().transform((id) => id.toLowerCase());

export const clientControlSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(8192) }),
  z.object({ type: z.literal('subscribe-workspace'), workspaceId }),
  z.object({ type: z.literal('unsubscribe-workspace'), workspaceId }),
]);

export type ClientControl = z.infer<typeof clientControlSchema>;

/** The control message in `text`, or undefined when it is not one. */
export function parseControl(text: string): ClientControl | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = clientControlSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** A refused frame: the shared catalogue's code and name, a safe message, and which collab if any. */
export interface ErrorMessage {
  type: 'error';
  code: number;
  name: string;
  message: string;
  workspaceId?: string;
  objectId?: string;
}

export type ServerControl =
  | { type: 'auth-ok'; userId: string; expiresAt: number }
  | ErrorMessage
  | { type: 'workspace-event'; workspaceId: string; event: WorkspaceEvent };

/** What happened in a workspace, for sockets following it (the sidebar reloads its folder, …). */
export type WorkspaceEvent =
  { type: 'folder-changed' } | { type: 'members-changed' } | { type: 'collab-updated'; objectId: string };

/** An error frame for `error`: AppErrors as they are, anything else as an internal error (details logged). */
export function errorMessage(error: unknown, address?: CollabAddress): ErrorMessage {
  const where = address === undefined ? {} : { workspaceId: address.workspaceId, objectId: address.objectId };
  const known = isAppError(error) ? error : new AppError('Internal');
  return { type: 'error', code: known.code, name: known.errorName, message: known.message, ...where };
}
