import { fakeServer, ok } from '../../test/fakeServer';
import { commentsApi } from './commentsApi';

const VIEW = '55555555-5555-4555-8555-555555555555';
const base = `/api/workspace/published-info/${VIEW}`;

function server() {
  return fakeServer((path) => {
    if (path.endsWith('/comment') || path.endsWith('/comment/list')) return ok({ comments: [] });
    if (path.endsWith('/reaction') || path.endsWith('/reaction/list')) return ok({ reactions: [] });
    return ok(null);
  });
}

describe('comment calls of a protected page', () => {
  it('API-CMT-01 / a password the header can carry: reads are GETs with x-publish-password', async () => {
    const { publishApi, requests } = server();
    const api = commentsApi(publishApi, VIEW, 'open sesame');
    await api.comments();
    await api.reactions();
    expect(requests.map((r) => [r.method, new URL(r.url).pathname, r.headers['x-publish-password']])).toEqual(
      [
        ['GET', `${base}/comment`, 'open sesame'],
        ['GET', `${base}/reaction`, 'open sesame'],
      ],
    );
  });

  it('API-CMT-01 / one it cannot carry: reads are POSTed to …/list with {password}, never in the address or a header', async () => {
    const { publishApi, requests } = server();
    const password = 'clé ☂ secrète';
    const api = commentsApi(publishApi, VIEW, password);
    await api.comments();
    await api.reactions();
    expect(requests.map((r) => [r.method, new URL(r.url).pathname, r.body])).toEqual([
      ['POST', `${base}/comment/list`, { password }],
      ['POST', `${base}/reaction/list`, { password }],
    ]);
    for (const request of requests) {
      expect(request.url).not.toContain(encodeURIComponent(password));
      expect(request.headers['x-publish-password']).toBeUndefined();
    }
  });

  it('no password: plain GETs', async () => {
    const { publishApi, requests } = server();
    await commentsApi(publishApi, VIEW, undefined).comments();
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([['GET', `${base}/comment`]]);
    expect(requests[0]?.headers['x-publish-password']).toBeUndefined();
    expect(requests[0]?.body ?? null).toBeNull();
  });
});
