// Signing in to a server process as a user would (a magic link's code from a real mail) and the few API calls the
// durability test needs: the user's workspace, a new document page, and the collab as the server stores it.
import * as Y from 'yjs';
import type { SmtpCapture } from '../smtp.js';
import { codeOf, postJson } from '../auth.js';
import type { Address } from '../wsClient.js';

interface Endpoints {
  apiUrl: string;
  authUrl: string;
}

interface Envelope<T> {
  code: number;
  message?: string;
  data: T;
}

/** One signed-in session (an access token, as the auth service answers it) for `email`. */
export async function signInByCode(server: Endpoints, smtp: SmtpCapture, email: string): Promise<string> {
  const asked = await postJson(`${server.authUrl}/magiclink`, {
    email,
    code_challenge: '',
    code_challenge_method: '',
    data: {},
  });
  if (asked.status !== 200) throw new Error(`magiclink answered ${asked.status}: ${await asked.text()}`);
  const code = codeOf(await smtp.nextMailTo(email, 15_000));
  const verified = await postJson(`${server.authUrl}/verify`, { email, token: code, type: 'magiclink' });
  if (verified.status !== 200)
    throw new Error(`verify answered ${verified.status}: ${await verified.text()}`);
  return ((await verified.json()) as { access_token: string }).access_token;
}

async function api<T>(server: Endpoints, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as Envelope<T>;
  if (answer.code !== 0) throw new Error(`${method} ${path}: ${answer.code} ${answer.message ?? ''}`);
  return answer.data;
}

/** Onboards the user (their default workspace) and creates a document page in its General space. */
export async function newDocumentPage(server: Endpoints, token: string, name: string): Promise<Address> {
  await api(server, token, 'GET', `/api/user/verify/${encodeURIComponent(token)}`);
  const { visiting_workspace } = await api<{ visiting_workspace: { workspace_id: string } }>(
    server,
    token,
    'GET',
    '/api/user/workspace',
  );
  const workspaceId = visiting_workspace.workspace_id;
  const folder = await api<{ children: { view_id: string; name: string }[] }>(
    server,
    token,
    'GET',
    `/api/workspace/${workspaceId}/folder?depth=1`,
  );
  const general = folder.children.find((space) => space.name === 'General');
  if (general === undefined) throw new Error('no General space');
  const page = await api<{ view_id: string }>(
    server,
    token,
    'POST',
    `/api/workspace/${workspaceId}/page-view`,
    {
      parent_view_id: general.view_id,
      layout: 0,
      name,
    },
  );
  return { workspaceId, objectId: page.view_id };
}

/** The collab as the server has it stored (API-SYNC-01 `GET …/collab/{id}`): a fresh Y.Doc and the version. */
export async function storedCollab(
  server: Endpoints,
  token: string,
  address: Address,
): Promise<{ doc: Y.Doc; version: number }> {
  const data = await api<{ doc_state: number[]; version: number }>(
    server,
    token,
    'GET',
    `/api/workspace/v1/${address.workspaceId}/collab/${address.objectId}?collab_type=0`,
  );
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Uint8Array.from(data.doc_state));
  return { doc, version: data.version };
}
