import { z } from 'zod';

// The text frames of `/ws/v1` (docs/realtime.md): JSON control messages beside the binary collab frames (whose
// codec is in `@quire/shared/collab`), with their schemas. The server checks what clients send with them; the
// browser only takes the types (zod 4 probes `new Function`, which the page's CSP forbids) and reads the
// server's messages by hand (src/realtime/serverControl.ts).

const uuid = z.uuid().transform((id) => id.toLowerCase());

export const clientControlSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(8192) }),
  z.object({ type: z.literal('subscribe-workspace'), workspaceId: uuid }),
  z.object({ type: z.literal('unsubscribe-workspace'), workspaceId: uuid }),
]);
export type ClientControl = z.infer<typeof clientControlSchema>;

export const workspaceEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('folder-changed') }),
  z.object({ type: z.literal('members-changed') }),
  z.object({ type: z.literal('collab-updated'), objectId: z.string() }),
]);
/** What happened in a workspace, for sockets following it (the sidebar reloads its folder, …). */
export type WorkspaceEvent = z.infer<typeof workspaceEventSchema>;

export const serverControlSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth-ok'), userId: z.string(), expiresAt: z.number() }),
  z.object({
    type: z.literal('error'),
    code: z.number(),
    name: z.string(),
    message: z.string(),
    workspaceId: z.string().optional(),
    objectId: z.string().optional(),
  }),
  z.object({ type: z.literal('workspace-event'), workspaceId: z.string(), event: workspaceEventSchema }),
]);
export type ServerControl = z.infer<typeof serverControlSchema>;
export type ErrorControl = Extract<ServerControl, { type: 'error' }>;

/** The control message in `text` if it is one `schema` accepts; undefined otherwise. */
export function parseControl<T>(schema: z.ZodType<T>, text: string): T | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
