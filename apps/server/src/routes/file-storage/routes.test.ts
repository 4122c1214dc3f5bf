// File storage (spec 001 §7 "Import and files", §8): upload a file into a page or folder, read it back without
// a session, with its type decided by its bytes and every header a cache and a browser need; over both
// storage backends (a folder, a real S3-compatible server) and both databases.
import { ErrorCode, SpecMessages } from '@quire/shared/errors';
import { stat } from 'node:fs/promises';
import { backends, useClearOfWindowEdge, useTestServer } from '../../../test/harness.js';
import { blobPath, fileRows, pngBytes, rawPut, storedObjects, upload } from '../../../test/files.js';
import { pageTreeWorld, type PageTreeWorld } from '../../../test/pageTree.js';
import { storageBackends, useTestS3 } from '../../../test/s3.js';

const setups = backends.flatMap((backend) => storageBackends.map((storage) => ({ ...backend, ...storage })));
const maxUpload = 256 * 1024;
const s3Env = useTestS3();

describe.each(setups)('file storage on $name with $storage storage', ({ name, storage }) => {
  const current = useTestServer(name, {
    env: () => ({
      QUIRE_MAX_UPLOAD_BYTES: String(maxUpload),
      QUIRE_UPLOAD_RATE_PER_USER: '1000/1m',
      ...s3Env(storage),
    }),
  });

  async function pageIn(world: PageTreeWorld, space = 'General'): Promise<string> {
    return world.createPage('Owner', (await world.space(space)).view_id, 'With files');
  }

  const read = (world: PageTreeWorld, page: string, fileId: string, headers: Record<string, string> = {}) =>
    fetch(`${current().apiUrl}${blobPath(world, page, fileId)}`, { headers });

  it('API-MISC-29 / a member uploads into a page and gets a file_id; anyone reads it back without a session', async () => {
    const world = await pageTreeWorld(current());
    const page = await pageIn(world);
    const png = pngBytes(5000);
    const answer = await upload(current(), world, 'Member', page, png, 'image/png');
    expect(answer).toMatchObject({ status: 200, code: 0 });
    const fileId = answer.data?.file_id ?? '';
    expect(fileId).toMatch(/^[A-Za-z0-9_-]{43}\.png$/);

    const response = await read(world, page, fileId);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe('5000');
    expect(response.headers.get('etag')).toBe(`"${fileId}"`);
    expect(new Date(response.headers.get('last-modified') ?? '').getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );
    expect(response.headers.get('cache-control')).toBe('public, immutable, max-age=31536000');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('content-disposition')).toBeNull();

    const [row] = await fileRows(current(), world.workspaceId);
    expect(row).toMatchObject({
      parent_dir: page,
      file_id: fileId,
      content_type: 'image/png',
      served_type: 'image/png',
      view_id: page,
      created_by: world.ctx.users.Member.user.uuid,
    });
    expect(Number(row?.size_bytes)).toBe(5000);
    const usage = await world.ok<{ consumed_capacity: number }>(
      'Guest',
      'GET',
      `/api/file_storage/{ws}/usage`,
    );
    expect(usage).toEqual({ consumed_capacity: 5000 });
  });

  it('the same file again into the same folder is the same file: same id, stored and counted once', async () => {
    const world = await pageTreeWorld(current());
    const page = await pageIn(world);
    const png = pngBytes(1000);
    const before = (await storedObjects(current())).length;
    const first = await upload(current(), world, 'Owner', page, png, 'image/png');
    const again = await upload(current(), world, 'Member', page, png, 'image/png');
    expect(again.data?.file_id).toBe(first.data?.file_id);
    const other = await upload(current(), world, 'Owner', page, pngBytes(1000), 'image/png');
    expect(other.data?.file_id).not.toBe(first.data?.file_id);
    expect(await fileRows(current(), world.workspaceId)).toHaveLength(2);
    expect((await storedObjects(current())).length).toBe(before + 2);
    expect(await world.ok('Owner', 'GET', '/api/file_storage/{ws}/usage')).toEqual({
      consumed_capacity: 2000,
    });
  });

  it('conditional requests answer 304; HEAD answers the headers alone; unknown files are 404', async () => {
    const world = await pageTreeWorld(current());
    const page = await pageIn(world);
    const fileId =
      (await upload(current(), world, 'Owner', page, pngBytes(300), 'image/png')).data?.file_id ?? '';
    const first = await read(world, page, fileId);
    await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    const lastModified = first.headers.get('last-modified') ?? '';

    const byTag = await read(world, page, fileId, { 'if-none-match': `W/"x", ${etag}` });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('etag')).toBe(etag);
    expect((await byTag.arrayBuffer()).byteLength).toBe(0);
    expect((await read(world, page, fileId, { 'if-modified-since': lastModified })).status).toBe(304);
    const stale = await read(world, page, fileId, { 'if-modified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
    const otherTag = await read(world, page, fileId, {
      'if-none-match': '"other"',
      'if-modified-since': lastModified,
    });
    expect(otherTag.status).toBe(200);
    await otherTag.arrayBuffer();

    const head = await fetch(`${current().apiUrl}${blobPath(world, page, fileId)}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('300');
    expect(head.headers.get('content-type')).toBe('image/png');

    const missing = await read(world, page, `${'A'.repeat(43)}.png`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: number }).code).toBe(ErrorCode.RecordNotFound);
    const elsewhere = await fetch(
      `${current().apiUrl}/api/file_storage/${crypto.randomUUID()}/v1/blob/${page}/${fileId}`,
    );
    expect(elsewhere.status).toBe(404);
    await elsewhere.arrayBuffer();
  });

  it('byte ranges (video seeking): 206 with Content-Range, suffix ranges, 416 past the end', async () => {
    const world = await pageTreeWorld(current());
    const page = await pageIn(world);
    const mp4 = Buffer.concat([
      Buffer.from('\u0000\u0000\u0000\u0018ftypisom', 'latin1'),
      Buffer.alloc(4000, 7),
    ]);
    const answer = await upload(current(), world, 'Owner', page, mp4, 'video/mp4');
    const fileId = answer.data?.file_id ?? '';
    expect(fileId).toMatch(/\.mp4$/);

    const part = await read(world, page, fileId, { range: 'bytes=4-11' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${mp4.length}`);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftypisom');
    const tail = await read(world, page, fileId, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(mp4.subarray(-10))).toBe(true);
    const open = await read(world, page, fileId, { range: `bytes=${mp4.length - 3}-` });
    expect((await open.arrayBuffer()).byteLength).toBe(3);
    const past = await read(world, page, fileId, { range: `bytes=${mp4.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${mp4.length}`);
    await past.arrayBuffer();
    const whole = await read(world, page, fileId, { range: 'bytes=0-1,5-6' });
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(mp4.length);
  });

  it('HTML, SVG, XML and JavaScript are served as application/octet-stream attachments with nosniff, whatever their declared type; bytes decide', async () => {
    const world = await pageTreeWorld(current());
    const page = await pageIn(world);
    const cases: [string, string, string][] = [
      ['<html><script>alert(document.cookie)</script></html>', 'text/html', 'html'],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml', 'svg'],
      ['<?xml version="1.0"?><x/>', 'application/xml', 'xml'],
      ['alert(1)', 'application/javascript', 'bin'],
      ['<html><script>alert(1)</script></html>', 'image/png', 'bin'],
    ];
    for (const [content, declared, ext] of cases) {
      const fileId = (await upload(current(), world, 'Owner', page, content, declared)).data?.file_id ?? '';
      expect(fileId.endsWith(`.${ext}`)).toBe(true);
      const response = await read(world, page, fileId);
      expect(await response.text()).toBe(content);
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileId}"`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
    // A real image declared as HTML is an image.
    const png = await upload(current(), world, 'Owner', page, pngBytes(100), 'text/html');
    const served = await read(world, page, png.data?.file_id ?? '');
    await served.arrayBuffer();
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('API-MISC-29 / a guest, an outsider, no session, and a member on a page they cannot see are refused, and nothing is stored', async () => {
    const world = await pageTreeWorld(current());
    const page = await pageIn(world);
    const privatePage = await pageIn(world, 'Private');
    const before = await storedObjects(current());
    const file = pngBytes(2000);
    expect((await upload(current(), world, 'Guest', page, file)).code).toBe(ErrorCode.NotEnoughPermissions);
    expect((await upload(current(), world, 'Guest', 'attachments', file)).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect((await upload(current(), world, 'NonMember', page, file)).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect((await upload(current(), world, 'anonymous', page, file)).status).toBe(401);
    const hidden = await upload(current(), world, 'Member', privatePage, file);
    expect(hidden).toMatchObject({ code: ErrorCode.RecordNotFound, message: SpecMessages.viewNotFound });
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/move-to-trash`);
    expect((await upload(current(), world, 'Owner', page, file)).code).toBe(ErrorCode.RecordNotFound);
    expect(await fileRows(current(), world.workspaceId)).toEqual([]);
    expect(await storedObjects(current())).toEqual(before);
    // A folder that is not a page is the workspace's: its Owner and Members may use it.
    expect((await upload(current(), world, 'Member', 'attachments', file)).code).toBe(0);
    expect((await world.call('NonMember', 'GET', '/api/file_storage/{ws}/usage')).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
  });

  it('API-MISC-31 API-MISC-32 VAL-13 / a file over the limit is refused with HTTP 413 and the spec’s message before it is read, and nothing is stored', async () => {
    const world = await pageTreeWorld(current());
    const page = await pageIn(world);
    const before = await storedObjects(current());
    const url = `${current().apiUrl}${blobPath(world, page)}`;
    const big = Buffer.alloc(maxUpload + 1, 1);
    const chunks = Array.from({ length: 40 }, (_unused, index) =>
      big.subarray((index * big.length) / 40, ((index + 1) * big.length) / 40),
    );
    const answer = await rawPut(
      url,
      {
        authorization: world.ctx.users.Owner.authorization,
        'content-type': 'application/octet-stream',
        'content-length': String(big.length),
      },
      chunks,
    );
    expect(answer?.status).toBe(413);
    expect(JSON.parse(answer?.body ?? '{}')).toEqual({
      code: ErrorCode.SingleUploadLimitExceeded,
      message: SpecMessages.fileTooLarge,
    });
    // An absurd size is refused on its headers, and the connection closed rather than drained.
    const absurd = await rawPut(
      url,
      { authorization: world.ctx.users.Owner.authorization, 'content-length': String(10 * 1024 ** 3) },
      [],
    );
    expect(absurd?.status).toBe(413);
    expect(absurd?.headers.connection).toBe('close');
    // Exactly at the limit is fine.
    expect((await upload(current(), world, 'Owner', page, Buffer.alloc(maxUpload, 2))).code).toBe(0);
    expect((await storedObjects(current())).length).toBe(before.length + 1);
    expect(await fileRows(current(), world.workspaceId)).toHaveLength(1);
  });

  it('an upload needs Content-Length (411 for a chunked body), is not empty, and one cut off midway leaves nothing', async () => {
    const world = await pageTreeWorld(current());
    const page = await pageIn(world);
    const before = await storedObjects(current());
    const url = `${current().apiUrl}${blobPath(world, page)}`;
    const authorization = world.ctx.users.Owner.authorization;
    const chunked = await rawPut(url, { authorization, 'transfer-encoding': 'chunked' }, [pngBytes(100)]);
    expect(chunked?.status).toBe(411);
    expect(JSON.parse(chunked?.body ?? '{}')).toMatchObject({ code: ErrorCode.InvalidRequest });
    expect((await upload(current(), world, 'Owner', page, '')).code).toBe(ErrorCode.InvalidRequest);

    const cut = await rawPut(
      url,
      { authorization, 'content-type': 'image/png', 'content-length': String(100_000) },
      [pngBytes(20_000), Buffer.alloc(20_000), Buffer.alloc(20_000)],
      { abortAfter: 2 },
    );
    expect(cut).toBeNull();
    // The server notices the cut connection on its own time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await fileRows(current(), world.workspaceId)).toEqual([]);
    // The cut-off PUT to the store is aborted and its key deleted. AWS S3 keeps nothing of an aborted PUT;
    // the emulator may still write the part it got after that delete: never recorded, served or counted.
    if (storage === 'local') expect(await storedObjects(current())).toEqual(before);
    expect(await world.ok('Owner', 'GET', '/api/file_storage/{ws}/usage')).toEqual({ consumed_capacity: 0 });
  });

  it('ids are validated: traversal in the folder or the file id is refused or not found, and reaches no storage', async () => {
    const world = await pageTreeWorld(current());
    const page = await pageIn(world);
    const before = await storedObjects(current());
    for (const folder of ['..', '%2e%2e', '..%2f..%2fetc', 'a%2fb', 'a.b', 'x'.repeat(129), '%00']) {
      const answer = await upload(current(), world, 'Owner', folder, pngBytes(100));
      // Refused by the folder's rule (1008), by Fastify's URL checks (400), or a path that fetch resolved
      // away and no route serves (404, -2).
      expect([ErrorCode.InvalidRequest, ErrorCode.RecordNotFound]).toContain(answer.code);
      expect([200, 400, 404]).toContain(answer.status);
    }
    const fileId = (await upload(current(), world, 'Owner', page, pngBytes(100))).data?.file_id ?? '';
    for (const path of [
      blobPath(world, page, `..%2f..%2f${fileId}`),
      blobPath(world, '..', fileId),
      blobPath(world, `${page}%2f..`, fileId),
      blobPath(world, page, `${fileId.slice(0, 43)}.png%00`),
      blobPath(world, page, fileId.slice(0, 43)),
      `/api/file_storage/..%2f${world.workspaceId}/v1/blob/${page}/${fileId}`,
    ]) {
      const response = await fetch(`${current().apiUrl}${path}`);
      expect([400, 404]).toContain(response.status);
      await response.arrayBuffer();
    }
    expect((await storedObjects(current())).length).toBe(before.length + 1);
  });

  if (storage === 'local') {
    it('the local storage keeps files owner-only: folders 0700, files 0600', async () => {
      const world = await pageTreeWorld(current());
      const page = await pageIn(world);
      await upload(current(), world, 'Owner', page, pngBytes(100));
      const [row] = await fileRows(current(), world.workspaceId);
      const dir = current().server.config.files.storage;
      if (dir.kind !== 'local' || row === undefined) throw new Error('expected a local file');
      const path = `${dir.dir}/${row.storage_key}`;
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      expect((await stat(`${dir.dir}/${world.workspaceId}`)).mode & 0o777).toBe(0o700);
      expect((await stat(dir.dir)).mode & 0o777).toBe(0o700);
    });
  }
});

describe.each(setups)('file storage limits on $name with $storage storage', ({ name, storage }) => {
  useClearOfWindowEdge(60);
  const current = useTestServer(name, {
    env: () => ({
      QUIRE_MAX_UPLOAD_BYTES: String(700 * 1024),
      QUIRE_MAX_STORAGE_PER_WORKSPACE: String(1024 * 1024),
      QUIRE_UPLOAD_RATE_PER_USER: '3/1m',
      ...s3Env(storage),
    }),
  });

  it('a workspace past QUIRE_MAX_STORAGE_PER_WORKSPACE refuses uploads (1028) and stores nothing', async () => {
    const world = await pageTreeWorld(current());
    const page = await world.createPage('Owner', (await world.space('General')).view_id, 'Big');
    expect((await upload(current(), world, 'Owner', page, pngBytes(600 * 1024))).code).toBe(0);
    const before = await storedObjects(current());
    const refused = await upload(current(), world, 'Owner', page, pngBytes(600 * 1024));
    expect(refused.code).toBe(ErrorCode.FileStorageLimitExceeded);
    expect(refused.message).toMatch(/1 MB of file storage/);
    expect(await storedObjects(current())).toEqual(before);
    expect(await world.ok('Owner', 'GET', '/api/file_storage/{ws}/usage')).toEqual({
      consumed_capacity: 600 * 1024,
    });
  });

  it('uploads past QUIRE_UPLOAD_RATE_PER_USER are refused with the wait (1079) and store nothing', async () => {
    const world = await pageTreeWorld(current());
    const page = await world.createPage('Owner', (await world.space('General')).view_id, 'Many');
    for (let i = 0; i < 3; i += 1) {
      expect((await upload(current(), world, 'Member', page, pngBytes(100))).code).toBe(0);
    }
    const before = await storedObjects(current());
    const refused = await upload(current(), world, 'Member', page, pngBytes(100));
    expect(refused.code).toBe(ErrorCode.TooManyRequests);
    expect(refused.message).toMatch(/Try again in/);
    expect(refused.retry_after_secs).toBeGreaterThan(0);
    expect(await storedObjects(current())).toEqual(before);
    expect(await fileRows(current(), world.workspaceId)).toHaveLength(3);
  });
});
