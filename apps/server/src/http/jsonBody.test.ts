import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../test/harness.js';
import { outline, pageTreeWorld } from '../../test/pageTree.js';
import { maxJsonDepth, refuseUnsafeValue } from './jsonBody.js';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { next: value };
  return value;
}

describe('refuseUnsafeValue', () => {
  it('accepts ordinary JSON and refuses NUL characters in keys and values and deep nesting', () => {
    expect(refuseUnsafeValue({ name: 'Plan', tags: ['a', { b: 1 }] })).toBeUndefined();
    expect(refuseUnsafeValue({ name: 'a\u0000b' })).toMatch(/NUL/);
    expect(refuseUnsafeValue({ ['k\u0000']: 1 })).toMatch(/NUL/);
    expect(refuseUnsafeValue(nested(maxJsonDepth - 1))).toBeUndefined();
    expect(refuseUnsafeValue(nested(maxJsonDepth + 1))).toMatch(/nesting/);
  });
});

describe.each(backends)('request bodies and queries on $name', ({ name }) => {
  const current = useTestServer(name);

  async function raw(
    path: string,
    init: { method: string; headers?: Record<string, string>; body?: string },
    world: Awaited<ReturnType<typeof pageTreeWorld>>,
  ) {
    const response = await fetch(`${current().apiUrl}${path.replace('{ws}', world.workspaceId)}`, {
      ...init,
      headers: { authorization: world.ctx.users.Owner.authorization, ...init.headers },
    });
    return { status: response.status, body: (await response.json()) as { code: number; message: string } };
  }

  it('an empty body with Content-Type: application/json is taken as {}', async () => {
    const world = await pageTreeWorld(current());
    const answer = await raw(
      '/api/workspace/{ws}/open',
      { method: 'PUT', headers: { 'content-type': 'application/json' } },
      world,
    );
    expect(answer).toEqual({ status: 200, body: expect.objectContaining({ code: 0 }) as unknown });
  });

  /** Posts `body(generalSpaceId)` as a new page's JSON text; returns the answer and the folder before it. */
  async function createPageFromText(body: (parentId: string) => string) {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const before = outline(await world.folder());
    const answer = await raw(
      '/api/workspace/{ws}/page-view',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(general.view_id) },
      world,
    );
    return { answer, before, after: outline(await world.folder()) };
  }

  it('SEC / NUL characters in a body are refused with 400 and nothing is stored', async () => {
    const { answer, before, after } = await createPageFromText((parent) =>
      JSON.stringify({ parent_view_id: parent, layout: 0, name: 'evil\u0000name' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(ErrorCode.InvalidRequest);
    expect(answer.body.message).toMatch(/NUL/);
    expect(after).toEqual(before);
  });

  it('SEC / deeply nested JSON is refused with 400 before any route runs', async () => {
    // Built as text: the point is a body no client library would produce.
    const { answer, before, after } = await createPageFromText(
      (parent) =>
        `{"parent_view_id":"${parent}","layout":0,"name":"x","extra":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/nesting/);
    expect(after).toEqual(before);
  });

  it('SEC / NUL characters in a query or a path are refused with 400', async () => {
    const world = await pageTreeWorld(current());
    const query = await raw('/api/workspace/{ws}/folder?depth=%00', { method: 'GET' }, world);
    expect(query.status).toBe(400);
    expect(query.body.code).toBe(ErrorCode.InvalidRequest);
    const path = await raw('/api/workspace/{ws}/page-view/ab%00cd', { method: 'GET' }, world);
    expect(path.status).toBe(400);
  });

  it('SEC / the auth service refuses NUL characters too, without sending mail', async () => {
    const response = await fetch(`${current().authUrl}/magiclink`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a\u0000@example.com' }),
    });
    expect(response.status).toBe(400);
  });
});
