// The file sweep: files of deleted workspaces and of pages deleted for good are deleted (bytes and rows),
// unless a remaining page's content still names them (a duplicate, a copied block).
import type { CollabState } from '@quire/shared/contract';
import * as Y from 'yjs';
import { backends, useTestServer } from '../../test/harness.js';
import { blobPath, fileRows, pngBytes, storedObjects, upload } from '../../test/files.js';
import { pageTreeWorld, type PageTreeWorld } from '../../test/pageTree.js';
import { storageBackends, useTestS3 } from '../../test/s3.js';
import { sweepFiles } from './sweep.js';

const setups = backends.flatMap((backend) => storageBackends.map((storage) => ({ ...backend, ...storage })));
const s3Env = useTestS3();

/** Writes `words` into the first paragraph of page `page` through web-update, in one insert. */
async function writeInto(world: PageTreeWorld, page: string, words: string): Promise<void> {
  const path = `/api/workspace/v1/{ws}/collab/${page}`;
  const state = await world.ok<CollabState>('Owner', 'GET', `${path}?collab_type=0`);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Uint8Array.from(state.doc_state));
  const meta = (doc.getMap('data').get('document') as Y.Map<unknown>).get('meta') as Y.Map<unknown>;
  const [text] = [...(meta.get('text_map') as Y.Map<Y.Text>).values()];
  text?.insert(0, words);
  const update = Y.encodeStateAsUpdate(doc, Uint8Array.from(state.state_vector));
  await world.ok('Owner', 'POST', `${path}/web-update`, { doc_state: Array.from(update), collab_type: 0 });
}

describe.each(setups)('file sweep on $name with $storage storage', ({ name, storage }) => {
  const current = useTestServer(name, { env: () => s3Env(storage) });

  const status = async (world: PageTreeWorld, parentDir: string, fileId: string) => {
    const response = await fetch(`${current().apiUrl}${blobPath(world, parentDir, fileId)}`);
    await response.arrayBuffer();
    return response.status;
  };

  it('ST-17 / a page deleted for good takes its files, except those another page still names', async () => {
    const world = await pageTreeWorld(current());
    const general = (await world.space('General')).view_id;
    const doomed = await world.createPage('Owner', general, 'Doomed');
    const survivor = await world.createPage('Owner', general, 'Survivor');
    const before = (await storedObjects(current())).length;
    const lone = (await upload(current(), world, 'Owner', doomed, pngBytes(100))).data?.file_id ?? '';
    const shared = (await upload(current(), world, 'Owner', doomed, pngBytes(100))).data?.file_id ?? '';
    const loose = (await upload(current(), world, 'Owner', 'attachments', pngBytes(100))).data?.file_id ?? '';
    await writeInto(world, survivor, `see ${current().apiUrl}${blobPath(world, doomed, shared)}`);

    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${doomed}/move-to-trash`);
    await sweepFiles(current().server.database.db, current().server.blobs);
    expect(await status(world, doomed, lone)).toBe(200); // in the trash, it can still come back

    await world.ok('Owner', 'DELETE', `/api/workspace/{ws}/trash/${doomed}`);
    expect(await sweepFiles(current().server.database.db, current().server.blobs)).toBe(1);
    expect(await status(world, doomed, lone)).toBe(404);
    expect(await status(world, doomed, shared)).toBe(200);
    expect(await status(world, 'attachments', loose)).toBe(200);
    const rows = await fileRows(current(), world.workspaceId);
    expect(rows.map((row) => [row.file_id, row.view_id]).sort()).toEqual(
      [
        [shared, null],
        [loose, null],
      ].sort(),
    );
    expect((await storedObjects(current())).length).toBe(before + 2);
    expect(await world.ok('Owner', 'GET', '/api/file_storage/{ws}/usage')).toEqual({
      consumed_capacity: 200,
    });
  });

  it('a deleted workspace takes all its files', async () => {
    const world = await pageTreeWorld(current());
    const general = (await world.space('General')).view_id;
    const before = (await storedObjects(current())).length;
    const fileId = (await upload(current(), world, 'Owner', general, pngBytes(100))).data?.file_id ?? '';
    await upload(current(), world, 'Member', 'attachments', pngBytes(100));
    expect((await storedObjects(current())).length).toBe(before + 2);

    await world.ok('Owner', 'DELETE', `/api/workspace/{ws}`);
    expect(await sweepFiles(current().server.database.db, current().server.blobs)).toBe(2);
    expect(await fileRows(current(), world.workspaceId)).toEqual([]);
    expect((await storedObjects(current())).length).toBe(before);
    expect(await status(world, general, fileId)).toBe(404);
  });
});
