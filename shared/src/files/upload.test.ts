/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type ApiClient } from '../api/client.js';
import { FetchXhr } from '../api/test-utils/fetch-xhr.js';
import { setRuntimeConfig } from '../config/runtime-config.js';
import { isAppError } from '../errors/index.js';
import { clearToken, saveToken } from '../session/session.js';
import { isUploadOverLimit, uploadFile } from './upload.js';

interface Received {
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
  bytes: number;
}

const received: Received[] = [];
let server: Server;
let baseUrl: string;
let client: ApiClient;
/** What the server answers the next upload with. */
let answer: (res: ServerResponse) => void;

async function handle(req: IncomingMessage, res: ServerResponse) {
  let bytes = 0;
  for await (const chunk of req) bytes += (chunk as Buffer).length;
  received.push({
    path: req.url ?? '',
    contentType: req.headers['content-type'],
    authorization: req.headers.authorization,
    bytes,
  });
  answer(res);
}

const replyJson = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setRuntimeConfig({
    apiBaseUrl: baseUrl,
    authBaseUrl: baseUrl,
    wsUrl: baseUrl.replace('http', 'ws'),
    publicUrl: baseUrl,
    links: { terms: `${baseUrl}/terms`, privacy: `${baseUrl}/privacy`, website: baseUrl },
  });
  client = createApiClient({ createXhr: () => new FetchXhr() as unknown as XMLHttpRequest });
  saveToken({
    access_token: 'upload-token',
    refresh_token: 'refresh',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: 'user-1' },
  });
});

afterAll(async () => {
  clearToken();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  answer = replyJson(200, { code: 0, data: { file_id: 'f1.png' }, message: '' });
});

const png = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

describe('uploadFile', () => {
  it('API-MISC-29 / PUTs the raw body with its type and the session, reports progress, and answers the file id and its address', async () => {
    const progress: [number, number][] = [];
    const stored = await uploadFile('ws 1', 'page-1', png(4000), {
      client,
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(stored).toEqual({
      fileId: 'f1.png',
      url: `${baseUrl}/api/file_storage/ws%201/v1/blob/page-1/f1.png`,
    });
    expect(received).toEqual([
      {
        path: '/api/file_storage/ws%201/v1/blob/page-1',
        contentType: 'image/png',
        authorization: 'Bearer upload-token',
        bytes: 4000,
      },
    ]);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toEqual([4000, 4000]);
    expect(progress.map(([sent]) => sent)).toEqual([...progress.map(([sent]) => sent)].sort((a, b) => a - b));
  });

  it('a file without a type goes as application/octet-stream', async () => {
    await uploadFile('ws', 'page', new Blob(['plain bytes']), { client });
    expect(received[0]?.contentType).toBe('application/octet-stream');
  });

  it('API-MISC-31 / VAL-14 / with no active subscription, a file over 7 MB is refused with 413 and the spec message before a byte is sent', async () => {
    const error: unknown = await uploadFile('ws', 'page', png(7 * 1024 * 1024 + 1), { client }).catch(
      (caught: unknown) => caught,
    );
    expect(isAppError(error) && error.code).toBe(413);
    expect((error as Error).message).toBe(
      'File size is too large. Please upgrade your plan for unlimited uploads.',
    );
    expect(isUploadOverLimit(error)).toBe(true);
    expect(received).toEqual([]);
  });

  it('API-MISC-32 / the server’s 413 reads the same as the client-side refusal', async () => {
    answer = replyJson(413, { code: 1037, message: 'File size is too large.' });
    const error: unknown = await uploadFile('ws', 'page', png(10), { client }).catch(
      (caught: unknown) => caught,
    );
    expect(isUploadOverLimit(error)).toBe(true);
    expect((error as Error).message).toBe(
      'File size is too large. Please upgrade your plan for unlimited uploads.',
    );
  });

  it.each([
    ['a refusal in the envelope', replyJson(200, { code: 1028, message: 'storage full' })],
    ['a server error', replyJson(500, 'boom')],
    ['an answer that is not the API’s', replyJson(502, '<html>bad gateway</html>')],
  ])('API-MISC-33 / %s rejects with code -1 “Upload file failed.”', async (_name, reply) => {
    answer = reply;
    const error: unknown = await uploadFile('ws', 'page', png(10), { client }).catch(
      (caught: unknown) => caught,
    );
    expect(isAppError(error) && error.code).toBe(-1);
    expect((error as Error).message).toBe('Upload file failed.');
    expect(isUploadOverLimit(error)).toBe(false);
  });

  it('API-MISC-33 / no answer at all (the connection dropped) is “Upload file failed.” too', async () => {
    answer = (res) => res.socket?.destroy();
    const error: unknown = await uploadFile('ws', 'page', png(10), { client }).catch(
      (caught: unknown) => caught,
    );
    expect(isAppError(error) && error.code).toBe(-1);
  });

  it('an aborted upload rejects as an abort, not as a failure to report', async () => {
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await uploadFile('ws', 'page', png(10), {
      client,
      signal: controller.signal,
    }).catch((caught: unknown) => caught);
    expect((error as Error).name).toBe('AbortError');
  });
});
