import { offlineStrategy, privateKey, tokenSubject, type RequestFacts } from './strategy';

const origin = 'https://quire.example';
const ws = '0b3c2a1e-5f6d-4c7b-8a9e-0f1d2c3b4a59';
const view = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const get = (path: string, mode = 'cors'): RequestFacts => ({ url: `${origin}${path}`, method: 'GET', mode });

function jwt(claims: object): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(claims)}.c2lnbmF0dXJl`;
}

describe('what the offline worker keeps', () => {
  it.each([
    ['/app', 'navigate', 'app-page'],
    [`/app/${ws}/${view}`, 'navigate', 'app-page'],
    ['/login', 'navigate', 'network'],
    ['/some-namespace/some-page', 'navigate', 'network'],
    ['/main.3f2a1b9c.js', 'cors', 'immutable'],
    ['/remotes/workspace/__federation_expose_Workspace.0a1b2c3d4e.js', 'cors', 'immutable'],
    ['/remotes/workspace/remoteEntry.js', 'cors', 'revalidate'],
    ['/remotes/workspace/mf-manifest.json', 'cors', 'revalidate'],
    ['/remotes.json', 'cors', 'revalidate'],
    ['/config.json', 'cors', 'revalidate'],
    ['/locales/en/translation.json', 'cors', 'revalidate'],
    ['/main.3f2a1b9c.js.map', 'cors', 'network'],
    ['/sw.js', 'cors', 'network'],
    ['/api/user/profile', 'cors', 'private-api'],
    ['/api/user/workspace', 'cors', 'private-api'],
    ['/api/workspace', 'cors', 'private-api'],
    [`/api/workspace/${ws}/folder`, 'cors', 'private-api'],
    [`/api/workspace/${ws}/page-view/${view}`, 'cors', 'private-api'],
    [`/api/file_storage/${ws}/v1/blob/${view}/abc.png`, 'cors', 'immutable'],
    // Documents are kept by the app (IndexedDB, with unsent edits), public reads are not the worker's.
    [`/api/workspace/v1/${ws}/collab/${view}`, 'cors', 'network'],
    ['/api/workspace/v1/published/ns/page', 'cors', 'network'],
    [`/api/workspace/${ws}/invite`, 'cors', 'network'],
    ['/gotrue/token', 'cors', 'network'],
  ])('%s (%s) → %s', (path, mode, strategy) => {
    expect(offlineStrategy(get(path, mode), origin)).toBe(strategy);
  });

  it('never keeps a write, another origin or an unreadable address', () => {
    expect(offlineStrategy({ ...get(`/api/workspace/${ws}/folder`), method: 'POST' }, origin)).toBe(
      'network',
    );
    expect(
      offlineStrategy({ url: 'https://cdn.example/main.3f2a1b9c.js', method: 'GET', mode: 'cors' }, origin),
    ).toBe('network');
    expect(offlineStrategy({ url: 'not a url', method: 'GET', mode: 'cors' }, origin)).toBe('network');
  });
});

describe("one person's kept reads are apart from another's", () => {
  it('reads the user from the bearer token, lower-cased', () => {
    expect(tokenSubject(`Bearer ${jwt({ sub: ws.toUpperCase(), exp: 1 })}`)).toBe(ws);
  });

  it.each([
    ['no header', null],
    ['not a bearer', `Basic ${btoa('a:b')}`],
    ['not a JWT', 'Bearer access-1'],
    ['a payload that is not JSON', 'Bearer aaa.bm90IGpzb24.sig'],
    ['no sub', `Bearer ${jwt({ exp: 1 })}`],
    ['a sub that is not a user id', `Bearer ${jwt({ sub: '../../etc' })}`],
  ])('keeps nothing for %s', (_case, header) => {
    expect(tokenSubject(header)).toBeNull();
  });

  it('keys a read by its address and its user', () => {
    const url = `${origin}/api/workspace/${ws}/folder?depth=10`;
    expect(privateKey(url, 'a')).not.toBe(privateKey(url, 'b'));
    expect(new URL(privateKey(url, 'a')).searchParams.get('depth')).toBe('10');
  });
});
