import { AppError, isAppError } from '@quire/shared/errors';
import {
  clientControlSchema,
  parseControl as parseControlWith,
  type ClientControl,
  type ErrorControl,
} from '@quire/shared/contract';
import type { CollabAddress } from './frames.js';

// Text frames of /ws/v1 (docs/realtime.md): JSON control messages beside the binary collab frames, with the
// schemas in `@quire/shared/contract` (the browser reads the server's by hand: no zod under its CSP).

export type { ClientControl, ServerControl, WorkspaceEvent } from '@quire/shared/contract';

/** The control message a client sent in `text`, or undefined when it is not one. */
export function parseControl(text: string): ClientControl | undefined {
  return parseControlWith(clientControlSchema, text);
}

/** A refused frame: the shared catalogue's code and name, a safe message, and which collab if any. */
export type ErrorMessage = ErrorControl;

/** An error frame for `error`: AppErrors as they are, anything else as an internal error (details logged). */
export function errorMessage(error: unknown, address?: CollabAddress): ErrorMessage {
  const where = address === undefined ? {} : { workspaceId: address.workspaceId, objectId: address.objectId };
  const known = isAppError(error) ? error : new AppError('Internal');
  return { type: 'error', code: known.code, name: known.errorName, message: known.message, ...where };
}
