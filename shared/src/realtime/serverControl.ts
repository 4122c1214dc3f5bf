import type { ServerControl, WorkspaceEvent } from '../contract/realtime.js';

// The server's control messages read by hand rather than through the zod schemas in contract/realtime.ts: zod 4 probes
// `new Function` on first use, which the page's Content-Security-Policy (no 'unsafe-eval') reports as a
// violation. Anything unexpected reads as not a message.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

function readEvent(value: unknown): WorkspaceEvent | undefined {
  if (!isObject(value)) return undefined;
  switch (value.type) {
    case 'folder-changed':
    case 'members-changed':
      return { type: value.type };
    case 'collab-updated':
      return isString(value.objectId) ? { type: 'collab-updated', objectId: value.objectId } : undefined;
    default:
      return undefined;
  }
}

/** The control message in `text`, if it is one the server sends (docs/realtime.md). */
export function readServerControl(text: string): ServerControl | undefined {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(message)) return undefined;
  switch (message.type) {
    case 'auth-ok':
      return isString(message.userId) && typeof message.expiresAt === 'number'
        ? { type: 'auth-ok', userId: message.userId, expiresAt: message.expiresAt }
        : undefined;
    case 'error': {
      const { code, name, workspaceId, objectId } = message;
      if (typeof code !== 'number' || !isString(name) || !isString(message.message)) return undefined;
      return {
        type: 'error',
        code,
        name,
        message: message.message,
        ...(isString(workspaceId) ? { workspaceId } : {}),
        ...(isString(objectId) ? { objectId } : {}),
      };
    }
    case 'workspace-event': {
      const event = readEvent(message.event);
      return isString(message.workspaceId) && event !== undefined
        ? { type: 'workspace-event', workspaceId: message.workspaceId, event }
        : undefined;
    }
    default:
      return undefined;
  }
}
