import { AppError } from '@quire/shared/errors';
import { z } from 'zod';
import { backends, useTestServer } from '../../test/harness.js';
import type { QuireServer } from '../server.js';
import { okEnvelope, successMessage } from './envelope.js';
import { parseRequest } from './validate.js';

const echoBody = z.object({ name: z.string().min(1), count: z.number().int() });
const listQuery = z.object({ limit: z.coerce.number().int().max(100) });

// Test-only routes on a real server: they exercise the shared plumbing every real route family uses.
function addProbeRoutes(server: QuireServer): void {
  server.api.post('/api/test/echo', (request) => okEnvelope(parseRequest(echoBody, request.body, 'body')));
  server.api.get('/api/test/list', (request) => okEnvelope(parseRequest(listQuery, request.query, 'query')));
  server.api.get('/api/test/nothing', () => okEnvelope(null));
  server.api.get('/api/test/exists', () => {
    throw new AppError('RecordAlreadyExists');
  });
  server.api.get('/api/test/crash', () => {
    throw new Error('secret internals: password=hunter2');
  });
}

describe.each(backends)('envelope and error codes on $name', ({ name }) => {
  const current = useTestServer(name, { setup: addProbeRoutes });
  const post = (path: string, body: string, contentType = 'application/json') =>
    fetch(`${current().apiUrl}${path}`, { method: 'POST', body, headers: { 'content-type': contentType } });

  it('API-AUTH-01 / success is code 0 with data; data is omitted when there is none', async () => {
    const response = await post('/api/test/echo', JSON.stringify({ name: 'a', count: 2 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 0,
      data: { name: 'a', count: 2 },
      message: successMessage,
    });
    const empty = await fetch(`${current().apiUrl}/api/test/nothing`);
    expect(await empty.json()).toEqual({ code: 0, message: successMessage });
  });

  it('API-AUTH-02 / an unknown /api route is RecordNotFound (-2) with HTTP 404', async () => {
    const response = await fetch(`${current().apiUrl}/api/no/such/route?x=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      code: -2,
      message: 'Record not found: no route GET /api/no/such/route',
    });
  });

  it('API-AUTH-02 / an invalid body is InvalidRequest (1008) naming each field', async () => {
    const response = await post('/api/test/echo', JSON.stringify({ count: 'two' }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; message: string };
    expect(body.code).toBe(1008);
    expect(body.message).toMatch(/^Invalid request body: /);
    expect(body.message).toContain('name: ');
    expect(body.message).toContain('count: ');
    expect(body).not.toHaveProperty('data');
  });

  it('an invalid query is InvalidRequest (1008) naming the field', async () => {
    const response = await fetch(`${current().apiUrl}/api/test/list?limit=1000`);
    const body = (await response.json()) as { code: number; message: string };
    expect(body.code).toBe(1008);
    expect(body.message).toMatch(/^Invalid request query: limit: /);
  });

  it('malformed JSON is InvalidRequest (1008) with HTTP 400', async () => {
    const response = await post('/api/test/echo', '{"name": ');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: number; message: string };
    expect(body.code).toBe(1008);
    expect(body.message).toMatch(/^Invalid request: /);
  });

  it('an unsupported content type is InvalidContentType (1036) with HTTP 415', async () => {
    const response = await post('/api/test/echo', '<a/>', 'application/xml');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      code: 1036,
      message: 'Unsupported content type: application/xml',
    });
  });

  it('a body over the limit is PayloadTooLarge (1016) with HTTP 413', async () => {
    const response = await post(
      '/api/test/echo',
      JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1), count: 1 }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 1016 });
  });

  it('an application error keeps its catalogue code and safe message with HTTP 200', async () => {
    const response = await fetch(`${current().apiUrl}/api/test/exists`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: -3, message: 'This item already exists.' });
  });

  it('an unexpected error is Internal (1017) with HTTP 500 and never leaks its message', async () => {
    const response = await fetch(`${current().apiUrl}/api/test/crash`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 1017, message: 'Internal server error' });
    expect(text).not.toContain('hunter2');
  });

  it('every answer carries a request id, a proxy-given one is kept', async () => {
    const generated = await fetch(`${current().apiUrl}/api/health`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${current().apiUrl}/api/health`, { headers: { 'x-request-id': 'edge-42' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42');
  });
});
