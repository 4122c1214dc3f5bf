import type { PublishInfo } from '@quire/shared/contract';
import {
  cachedPublishInfo,
  getPublishInfo,
  patchPublishSettings,
  publishPage,
  setPublishExclusion,
  unpublishPage,
} from './publish';
import { forgetAllPublishInfo } from './publishCache';
import { setNamespace } from './publishSite';
import { installFakeApi } from './test/fakeApi';
import { publishInfo } from './test/publishInfo';

const WS = 'ws-1';
const OTHER_WS = 'ws-2';
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const info = (viewId: string, namespace = 'team'): PublishInfo =>
  publishInfo({ view_id: viewId, namespace, publish_name: `page-${viewId.slice(-1)}` });
const listed = (...infos: PublishInfo[]) =>
  infos.map((one) => ({ view: { view_id: one.view_id, name: 'Page' }, info: one }));

function install() {
  installFakeApi({
    [`GET /api/workspace/${WS}/published-info`]: listed(info(A), info(B)),
    [`GET /api/workspace/${OTHER_WS}/published-info`]: listed(info(A, 'other')),
    [`PATCH /api/workspace/${WS}/publish`]: null,
    [`POST /api/workspace/${WS}/page-view/${A}/publish`]: null,
    [`POST /api/workspace/${WS}/page-view/${A}/unpublish`]: null,
    [`PUT /api/workspace/${WS}/page-view/${A}/publish-exclusion`]: null,
    [`PUT /api/workspace/${WS}/publish-namespace`]: null,
  });
}

async function readBoth() {
  await getPublishInfo(WS, A);
  await getPublishInfo(OTHER_WS, A);
  expect(cachedPublishInfo(WS, A)?.namespace).toBe('team');
  expect(cachedPublishInfo(WS, B)?.view_id).toBe(B);
  expect(cachedPublishInfo(OTHER_WS, A)?.namespace).toBe('other');
}

afterEach(() => {
  forgetAllPublishInfo();
});

describe('the cached publish info (spec 001 §4 "Publish")', () => {
  it('CCH-11: remembers what the workspace read, an unpublished page as null', async () => {
    installFakeApi({ [`GET /api/workspace/${WS}/published-info`]: listed(info(B)) });
    expect(cachedPublishInfo(WS, A)).toBeUndefined();
    expect(await getPublishInfo(WS, A)).toBeNull();
    expect(cachedPublishInfo(WS, A)).toBeNull();
    expect(cachedPublishInfo(WS, B)?.publish_name).toBe('page-b');
  });

  it('CCH-11: a new publish name discards that page’s info only', async () => {
    install();
    await readBoth();
    await patchPublishSettings(WS, A, { publish_name: 'renamed' });
    expect(cachedPublishInfo(WS, A)).toBeUndefined();
    expect(cachedPublishInfo(WS, B)).toBeDefined();
    expect(cachedPublishInfo(OTHER_WS, A)).toBeDefined();
  });

  it.each([
    ['publishing', () => publishPage(WS, A)],
    ['unpublishing', () => unpublishPage(WS, A)],
    ['a setting sub-pages follow', () => patchPublishSettings(WS, A, { password: 'x' })],
    ['leaving a sub-page out', () => setPublishExclusion(WS, A, true)],
  ])(
    'CCH-11: %s discards the page’s info and its sub-pages’ (the workspace’s), not other workspaces’',
    async (_what, change) => {
      install();
      await readBoth();
      await change();
      expect(cachedPublishInfo(WS, A)).toBeUndefined();
      expect(cachedPublishInfo(WS, B)).toBeUndefined();
      expect(cachedPublishInfo(OTHER_WS, A)).toBeDefined();
    },
  );

  it('CCH-12: changing the namespace clears all cached publish info', async () => {
    install();
    await readBoth();
    await setNamespace(WS, 'team', 'new-team');
    expect(cachedPublishInfo(WS, A)).toBeUndefined();
    expect(cachedPublishInfo(WS, B)).toBeUndefined();
    expect(cachedPublishInfo(OTHER_WS, A)).toBeUndefined();
  });

  it('CCH-12: a refused namespace change keeps the cache', async () => {
    installFakeApi({
      [`GET /api/workspace/${WS}/published-info`]: listed(info(A)),
    });
    await getPublishInfo(WS, A);
    await expect(setNamespace(WS, 'team', 'taken')).rejects.toThrow();
    expect(cachedPublishInfo(WS, A)).toBeDefined();
  });
});
