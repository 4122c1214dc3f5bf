import { fakeServer, ok, refused } from '../test/fakeServer';
import { fetchPagePublishInfo, toPagePublishInfo } from './publishInfo';

const VIEW = '6a1c0a4e-1d3b-4c55-9b1a-2f6d8e0c9a11';

describe('the publish info as the page uses it', () => {
  it('ENT-11 / namespace, publishName, commentEnabled and duplicateEnabled, from the wire names', async () => {
    const { publishApi, requests } = fakeServer(() =>
      ok({
        namespace: 'team',
        publish_name: 'launch-notes',
        view_id: VIEW,
        publisher_email: '',
        publish_timestamp: '2026-01-01T00:00:00Z',
        comments_enabled: true,
        duplicate_enabled: false,
      }),
    );
    await expect(fetchPagePublishInfo(publishApi.client, VIEW)).resolves.toEqual({
      namespace: 'team',
      publishName: 'launch-notes',
      commentEnabled: true,
      duplicateEnabled: false,
    });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      `/api/workspace/v1/published-info/${VIEW}`,
    ]);
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('ENT-11 / a flag is on only when it is true; missing names read as empty', () => {
    expect(toPagePublishInfo({ comments_enabled: 'true', duplicate_enabled: 1, publish_name: 7 })).toEqual({
      namespace: '',
      publishName: '',
      commentEnabled: false,
      duplicateEnabled: false,
    });
    expect(toPagePublishInfo(null)).toEqual(toPagePublishInfo({}));
  });

  it('a refusal is the server’s error, not an empty info', async () => {
    const { publishApi } = fakeServer(() => refused(-2, 'View has not been published yet'));
    await expect(fetchPagePublishInfo(publishApi.client, VIEW)).rejects.toMatchObject({
      message: 'View has not been published yet',
    });
  });
});
