import { peekRedirectTo, resolveRedirectTarget, storeRedirectTo, takeRedirectTo } from './redirect-target.js';

beforeEach(() => {
  localStorage.clear();
});

describe('the redirectTo rule', () => {
  it('CCH-14 LOG-17 / the target is stored under localStorage redirectTo', () => {
    storeRedirectTo('http://localhost/app/page-1');
    expect(localStorage.getItem('redirectTo')).toBe('http://localhost/app/page-1');
    expect(peekRedirectTo()).toBe('http://localhost/app/page-1');
    expect(localStorage.getItem('redirectTo')).toBe('http://localhost/app/page-1');
  });

  it('LOG-18 / after sign-in it is read, cleared and resolved to a path on this origin', () => {
    storeRedirectTo('http://localhost/app/page-1?v=2#b');
    expect(takeRedirectTo()).toBe('/app/page-1?v=2#b');
    expect(localStorage.getItem('redirectTo')).toBeNull();
    expect(takeRedirectTo()).toBe('/app');
  });

  it.each([
    ['LOG-19 root', 'http://localhost/', '/app'],
    ['LOG-19 root with a query', 'http://localhost/?x=1', '/app'],
    ['LOG-19 empty path', 'http://localhost', '/app'],
    ['LOG-19 empty', '', '/app'],
    ['LOG-19 nothing', null, '/app'],
    ['a path', '/my-space/a-page', '/my-space/a-page'],
    ['another origin (no open redirect)', 'https://evil.example/app', '/app'],
    ['a protocol-relative address', '//evil.example/app', '/app'],
    ['junk', 'http://[', '/app'],
    ['the login-redirect screen', 'http://localhost/auth/callback#access_token=x', '/app'],
  ])('%s → %s', (_what, stored, expected) => {
    expect(resolveRedirectTarget(stored)).toBe(expected);
  });
});
