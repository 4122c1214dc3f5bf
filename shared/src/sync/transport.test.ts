/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '../config/runtime-config.js';
import { clearToken, saveToken } from '../session/session.js';
import { base64ToBytes } from './base64.js';
import { httpCollabTransport } from './transport.js';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const seen: Seen[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      const data =
        req.method === 'GET'
          ? { object_id: 'o', doc_state: [0, 0], state_vector: [0], version: 4 }
          : { version: 5 };
      res.end(JSON.stringify({ code: 0, message: '', data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setRuntimeConfig({
    apiBaseUrl: base,
    authBaseUrl: base,
    wsUrl: `${base.replace('http', 'ws')}/ws/v1`,
    publicUrl: base,
    links: { terms: base, privacy: base, website: base },
  });
  saveToken({
    access_token: 'access',
    refresh_token: 'refresh',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: 'user-1' },
  });
});

afterAll(async () => {
  clearToken();
  await new Promise((resolve) => server.close(resolve));
});

const target = { userId: 'u', workspaceId: 'w 1', objectId: 'o/1', collabType: 0 };

describe('httpCollabTransport', () => {
  it('API-SYNC-01 / GET …/collab/{objectId}?collab_type reads doc_state, state vector and version', async () => {
    const loaded = await httpCollabTransport.load(target);
    expect(loaded).toEqual({
      docState: Uint8Array.from([0, 0]),
      stateVector: Uint8Array.from([0]),
      version: 4,
    });
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/workspace/v1/w%201/collab/o%2F1?collab_type=0',
    });
  });

  it('API-SYNC-02 API-SYNC-03 / POST …/web-update {doc_state, collab_type} with client-version=web and device-id', async () => {
    const update = Uint8Array.from([1, 2, 3, 250]);
    expect(await httpCollabTransport.send(target, update)).toEqual({ version: 5 });
    const request = seen.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/api/workspace/v1/w%201/collab/o%2F1/web-update' });
    expect(request?.headers['client-version']).toBe('web');
    expect(request?.headers['device-id']).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(request?.headers.authorization).toBe('Bearer access');
    const body = JSON.parse(request?.body ?? '{}') as { doc_state: string; collab_type: number };
    expect(body.collab_type).toBe(0);
    expect(base64ToBytes(body.doc_state)).toEqual(update);
  });
});
