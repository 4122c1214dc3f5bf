// Page content over HTTP (spec 001 §4 "Document sync", §7): read a collab whole, send it Yjs updates that are
// committed before they are acknowledged; malformed, oversized, unauthorised or too frequent updates are
// refused and leave what is stored as it was.
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@quire/shared/errors';
import type { CollabState } from '@quire/shared/contract';
import * as Y from 'yjs';
import { compactCollab } from '../../collab/compaction.js';
import { backends, useClearOfWindowEdge, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld, type PageTreeWorld } from '../../../test/pageTree.js';

const collabPath = (objectId: string) => `/api/workspace/v1/{ws}/collab/${objectId}`;

async function readCollab(world: PageTreeWorld, objectId: string, role: 'Owner' | 'Guest' = 'Owner') {
  const state = await world.ok<CollabState>(role, 'GET', `${collabPath(objectId)}?collab_type=0`);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Uint8Array.from(state.doc_state));
  return { state, doc };
}

/** The first paragraph's Y.Text of an empty document (page → paragraph). */
function firstText(doc: Y.Doc): Y.Text {
  const texts = (doc.getMap('data').get('document') as Y.Map<unknown>).get('meta') as Y.Map<unknown>;
  const textMap = texts.get('text_map') as Y.Map<Y.Text>;
  const [text] = [...textMap.values()];
  if (text === undefined) throw new Error('no text in the document');
  return text;
}

const plain = (doc: Y.Doc): string => firstText(doc).toJSON();

/** Types `words` into the first paragraph of `doc` and returns only what the server lacks. */
function typeInto(doc: Y.Doc, words: string, serverVector: Uint8Array): Uint8Array {
  firstText(doc).insert(firstText(doc).length, words);
  return Y.encodeStateAsUpdate(doc, serverVector);
}

const send = (
  world: PageTreeWorld,
  objectId: string,
  docState: unknown,
  role: 'Owner' | 'Member' = 'Owner',
) =>
  world.call<{ version: number }>(role, 'POST', `${collabPath(objectId)}/web-update`, {
    doc_state: docState,
    collab_type: 0,
  });

describe.each(backends)('collab sync on $name', ({ name }) => {
  const current = useTestServer(name, {
    env: {
      QUIRE_COLLAB_UPDATE_RATE_PER_USER: '2000/1m',
      QUIRE_MAX_COLLAB_UPDATE_BYTES: String(64 * 1024),
      QUIRE_MAX_COLLAB_BYTES: String(1024 * 1024),
    },
  });

  async function newPage(world: PageTreeWorld, title = 'Doc'): Promise<string> {
    const general = await world.space('General');
    return world.createPage('Owner', general.view_id, title);
  }

  it('API-SYNC-01 / GET collab: the whole document, its state vector and version, as the page open has it', async () => {
    const world = await pageTreeWorld(current());
    const page = await newPage(world);
    const { state, doc } = await readCollab(world, page);
    expect(state).toMatchObject({ object_id: page, version: 0 });
    expect(Y.encodeStateVector(doc)).toEqual(Uint8Array.from(state.state_vector));
    const opened = await world.ok<{ data: { encoded_collab: number[] } }>(
      'Owner',
      'GET',
      `/api/workspace/{ws}/page-view/${page}`,
    );
    expect(opened.data.encoded_collab).toEqual(state.doc_state);
    expect(plain(doc)).toBe('');
  });

  it('API-SYNC-02 API-SYNC-03 / web-update: committed before the answer, seen by every reader, the page marked edited by the writer', async () => {
    const world = await pageTreeWorld(current());
    const page = await newPage(world);
    const { state, doc } = await readCollab(world, page);
    const update = typeInto(doc, 'Hello', Uint8Array.from(state.state_vector));
    const response = await fetch(
      `${current().apiUrl}${collabPath(page).replace('{ws}', world.workspaceId)}/web-update`,
      {
        method: 'POST',
        headers: {
          authorization: world.ctx.users.Member.authorization,
          'content-type': 'application/json',
          'client-version': 'web',
          'device-id': 'AbCd1234',
        },
        body: JSON.stringify({ doc_state: Array.from(update), collab_type: 0 }),
      },
    );
    expect(await response.json()).toMatchObject({ code: 0, data: { version: 1 } });

    const again = await readCollab(world, page, 'Guest');
    expect(plain(again.doc)).toBe('Hello');
    expect(again.state.version).toBe(1);
    const opened = await world.ok<{
      data: { encoded_collab: number[] };
      last_editor: { uuid: string } | null;
    }>('Owner', 'GET', `/api/workspace/{ws}/page-view/${page}`);
    expect(opened.last_editor?.uuid).toBe(world.ctx.users.Member.user.uuid);
    const rows = await current()
      .server.database.db.selectFrom('collab_updates')
      .select(['device_id', 'user_uuid'])
      .where('object_id', '=', page)
      .execute();
    expect(rows).toEqual([{ device_id: 'AbCd1234', user_uuid: world.ctx.users.Member.user.uuid }]);
  });

  it('web-update takes base64 too, and an update that changes nothing is acknowledged without being stored', async () => {
    const world = await pageTreeWorld(current());
    const page = await newPage(world);
    const { state, doc } = await readCollab(world, page);
    const update = typeInto(doc, 'base64', Uint8Array.from(state.state_vector));
    expect((await send(world, page, Buffer.from(update).toString('base64'))).data).toEqual({ version: 1 });
    // The same update twice, and an empty one: nothing new.
    expect((await send(world, page, [0, 0])).data).toEqual({ version: 1 });
    expect(plain((await readCollab(world, page)).doc)).toBe('base64');
  });

  it('two writers typing into the same paragraph concurrently both land, per character', async () => {
    const world = await pageTreeWorld(current());
    const page = await newPage(world);
    const base = await readCollab(world, page);
    const other = await readCollab(world, page);
    const vector = Uint8Array.from(base.state.state_vector);
    const first = typeInto(base.doc, 'abc', vector);
    const second = typeInto(other.doc, 'xyz', vector);
    await Promise.all([
      send(world, page, Array.from(first)),
      send(world, page, Array.from(second), 'Member'),
    ]);
    const merged = plain((await readCollab(world, page)).doc);
    expect(merged.length).toBe(6);
    expect(Array.from(merged).sort().join('')).toBe('abcxyz');
    expect(merged.includes('abc') && merged.includes('xyz')).toBe(true);
  });

  it('API-SYNC-02 / a guest, an outsider and a member on a page of a private space cannot write, and nothing is stored', async () => {
    const world = await pageTreeWorld(current());
    const page = await newPage(world);
    const { state, doc } = await readCollab(world, page);
    const update = Array.from(typeInto(doc, 'intruder', Uint8Array.from(state.state_vector)));
    const guest = await world.call('Guest', 'POST', `${collabPath(page)}/web-update`, {
      doc_state: update,
      collab_type: 0,
    });
    expect(guest.code).toBe(ErrorCode.NotEnoughPermissions);
    const outsider = await world.call('NonMember', 'POST', `${collabPath(page)}/web-update`, {
      doc_state: update,
      collab_type: 0,
    });
    expect(outsider.code).toBe(ErrorCode.NotEnoughPermissions);
    const unknown = await send(world, crypto.randomUUID(), update);
    expect(unknown.code).toBe(ErrorCode.RecordNotFound);
    const notUuid = await send(world, 'not-a-uuid', update);
    expect(notUuid.code).toBe(ErrorCode.RecordNotFound);
    const after = await readCollab(world, page);
    expect(after.state).toEqual(state);
  });

  it('a collab_type that is not the collab’s is refused', async () => {
    const world = await pageTreeWorld(current());
    const page = await newPage(world);
    expect((await world.call('Owner', 'GET', `${collabPath(page)}?collab_type=1`)).code).toBe(
      ErrorCode.InvalidRequest,
    );
    const wrongType = await world.call('Owner', 'POST', `${collabPath(page)}/web-update`, {
      doc_state: [0, 0],
      collab_type: 1,
    });
    expect(wrongType.code).toBe(ErrorCode.InvalidRequest);
    const unknownType = await world.call('Owner', 'POST', `${collabPath(page)}/web-update`, {
      doc_state: [0, 0],
      collab_type: 99,
    });
    expect(unknownType.code).toBe(ErrorCode.InvalidRequest);
  });

  it('malformed updates (random bytes, every truncation of a real one) answer 1055/1056, never 5xx, and store nothing', async () => {
    const world = await pageTreeWorld(current());
    const page = await newPage(world);
    const { state, doc } = await readCollab(world, page);
    const real = typeInto(doc, 'a real update with some text in it', Uint8Array.from(state.state_vector));
    const cases: Uint8Array[] = [];
    for (let length = 1; length < real.length; length += 1) cases.push(real.subarray(0, length));
    for (let i = 0; i < 150; i += 1) cases.push(randomBytes(1 + (i % 64)));
    const refused = new Set<number>([ErrorCode.DecodeUpdateError, ErrorCode.ApplyUpdateError]);
    let refusals = 0;
    for (const bytes of cases) {
      const url = `${current().apiUrl}${collabPath(page).replace('{ws}', world.workspaceId)}/web-update`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: world.ctx.users.Owner.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ doc_state: Array.from(bytes), collab_type: 0 }),
      });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { code: number };
      if (answer.code !== 0) {
        expect(refused.has(answer.code)).toBe(true);
        refusals += 1;
      }
    }
    expect(refusals).toBeGreaterThan(cases.length * 0.9);
    const after = await readCollab(world, page);
    // What was accepted can only be empty or valid: the document still reads, and the text was never touched.
    expect(plain(after.doc)).toBe('');
  });

  it('an update over QUIRE_MAX_COLLAB_UPDATE_BYTES is PayloadTooLarge, a body over the route limit 413, and nothing is stored', async () => {
    const world = await pageTreeWorld(current());
    const page = await newPage(world);
    const { state, doc } = await readCollab(world, page);
    const big = typeInto(doc, 'x'.repeat(70 * 1024), Uint8Array.from(state.state_vector));
    const answer = await send(world, page, Buffer.from(big).toString('base64'));
    expect(answer.code).toBe(ErrorCode.PayloadTooLarge);
    expect((await send(world, page, Array.from(big))).code).toBe(ErrorCode.PayloadTooLarge);
    const url = `${current().apiUrl}${collabPath(page).replace('{ws}', world.workspaceId)}/web-update`;
    const huge = await fetch(url, {
      method: 'POST',
      headers: { authorization: world.ctx.users.Owner.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ doc_state: 'A'.repeat(400 * 1024), collab_type: 0 }),
    });
    expect(huge.status).toBe(413);
    expect((await readCollab(world, page)).state).toEqual(state);
  });

  it('a document is capped at QUIRE_MAX_COLLAB_BYTES: past it updates are PayloadTooLarge and what was saved stays', async () => {
    const world = await pageTreeWorld(current());
    const page = await newPage(world);
    const { state, doc } = await readCollab(world, page);
    let vector: Uint8Array = Uint8Array.from(state.state_vector);
    let answer = { code: 0 };
    let sent = 0;
    while (answer.code === 0 && sent < 40) {
      const update = typeInto(
        doc,
        randomBytes(24 * 1024)
          .toString('hex')
          .slice(0, 40 * 1024),
        vector,
      );
      answer = await send(world, page, Buffer.from(update).toString('base64'));
      if (answer.code === 0) vector = Y.encodeStateVector(doc);
      sent += 1;
    }
    expect(answer.code).toBe(ErrorCode.PayloadTooLarge);
    const saved = await readCollab(world, page);
    expect(saved.state.version).toBe(sent - 1);
    expect(saved.state.doc_state.length).toBeLessThanOrEqual(1024 * 1024);
  });

  it('after many updates the pending ones are folded into the snapshot, content intact; racing compactions lose nothing', async () => {
    const world = await pageTreeWorld(current());
    const page = await newPage(world);
    const { state, doc } = await readCollab(world, page);
    let vector: Uint8Array = Uint8Array.from(state.state_vector);
    for (let i = 0; i < 105; i += 1) {
      const answer = await send(world, page, Array.from(typeInto(doc, `${i % 10}`, vector)));
      expect(answer.code).toBe(0);
      vector = Y.encodeStateVector(doc);
    }
    const db = current().server.database.db;
    const pendingCount = async () =>
      (await db.selectFrom('collab_updates').select('id').where('object_id', '=', page).execute()).length;
    // The compaction scheduled at version 100 runs after the answer; wait for it.
    for (let tries = 0; tries < 50 && (await pendingCount()) > 10; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await pendingCount()).toBe(5);
    const expected = plain(doc);
    expect(plain((await readCollab(world, page)).doc)).toBe(expected);
    const results = await Promise.all([compactCollab(db, page), compactCollab(db, page)]);
    expect(results.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(await pendingCount()).toBe(0);
    const compacted = await readCollab(world, page);
    expect(plain(compacted.doc)).toBe(expected);
    expect(compacted.state.version).toBe(105);
  });
});

describe.each(backends)('collab update rate limit on $name', ({ name }) => {
  useClearOfWindowEdge(60);
  const current = useTestServer(name, { env: { QUIRE_COLLAB_UPDATE_RATE_PER_USER: '3/1m' } });

  it('updates past QUIRE_COLLAB_UPDATE_RATE_PER_USER are refused with the wait, and not stored', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const page = await world.createPage('Owner', general.view_id, 'Limited');
    const { state, doc } = await readCollab(world, page);
    let vector: Uint8Array = Uint8Array.from(state.state_vector);
    for (let i = 0; i < 3; i += 1) {
      expect((await send(world, page, Array.from(typeInto(doc, 'k', vector)))).code).toBe(0);
      vector = Y.encodeStateVector(doc);
    }
    const refused = (await send(world, page, Array.from(typeInto(doc, 'z', vector)))) as {
      code: number;
      message: string;
      retry_after_secs?: number;
    };
    expect(refused.code).toBe(ErrorCode.TooManyRequests);
    expect(refused.message).toMatch(/Try again in/);
    expect(refused.retry_after_secs).toBeGreaterThan(0);
    const after = await readCollab(world, page);
    expect(plain(after.doc)).toBe('kkk');
    expect(after.state.version).toBe(3);
  });
});
