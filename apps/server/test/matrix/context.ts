import { createWorkspace } from '../../src/commands/createWorkspace.js';
import { nowTimestamp } from '../../src/db/time.js';
import type { QuireServer } from '../../src/server.js';
import { bearerFor, insertUser } from '../factories.js';
import type { MatrixContext, MatrixRole, MatrixUser } from './types.js';

async function signedInUser(server: QuireServer, role: MatrixRole): Promise<MatrixUser> {
  const user = await insertUser(server.database.db, { name: `Matrix ${role}` });
  return { user, authorization: await bearerFor(server, user) };
}

/**
 * A workspace made by the real command (so it has whatever every new workspace has) with its owner, a
 * member and a guest, plus a signed-in user who belongs to none of it.
 */
export async function createMatrixContext(server: QuireServer, apiUrl: string): Promise<MatrixContext> {
  const db = server.database.db;
  const users: Record<MatrixRole, MatrixUser> = {
    Owner: await signedInUser(server, 'Owner'),
    Member: await signedInUser(server, 'Member'),
    Guest: await signedInUser(server, 'Guest'),
    NonMember: await signedInUser(server, 'NonMember'),
  };
  const now = nowTimestamp();
  const workspace = await db
    .transaction()
    .execute((trx) => createWorkspace(trx, { ownerUuid: users.Owner.user.uuid, name: 'Matrix', now }));
  await db
    .insertInto('workspace_members')
    .values([
      {
        workspace_id: workspace.workspace_id,
        user_uuid: users.Member.user.uuid,
        role: 'Member',
        joined_at: now,
      },
      {
        workspace_id: workspace.workspace_id,
        user_uuid: users.Guest.user.uuid,
        role: 'Guest',
        joined_at: now,
      },
    ])
    .execute();
  return { server, apiUrl, workspaceId: workspace.workspace_id, users, vars: {} };
}

export interface ApiAnswer {
  status: number;
  code: number;
  data: unknown;
  message: string;
}

/** One API request with an optional bearer and JSON body; the envelope read back (an empty one for 401s). */
export async function callApi(
  apiUrl: string,
  method: string,
  path: string,
  { authorization, body }: { authorization?: string | undefined; body?: unknown } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (authorization !== undefined) headers.authorization = authorization;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status === 401)
    return { status: 401, code: -1, data: undefined, message: await response.text() };
  const envelope = (await response.json()) as { code: number; data?: unknown; message: string };
  return { status: response.status, code: envelope.code, data: envelope.data, message: envelope.message };
}
