import { backends, useTestServer } from '../../test/harness.js';

describe.each(backends)('security headers on $name', ({ name }) => {
  const current = useTestServer(name, {
    env: { QUIRE_REMOTES: JSON.stringify({ auth: 'https://cdn.example.com/auth/mf-manifest.json' }) },
  });

  it.each(['/', '/login', '/config.json', '/api/health', '/api/no-such-route'])(
    'SEC / %s carries the CSP, nosniff, referrer policy and no framing',
    async (path) => {
      const response = await fetch(`${current().apiUrl}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src 'self' [^;]*https:\/\/cdn\.example\.com/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(policy).not.toMatch(/'unsafe-eval'/);
      expect(policy).toContain("frame-ancestors 'none'");
      // Pictures only from this origin and https ones: never plain http (the workspace's image link form
      // upgrades or refuses http links for this reason).
      expect(policy).toMatch(/img-src 'self' data: blob: https:(;|$)/);
      expect(policy).not.toMatch(/img-src[^;]*(http:|\*)/);
      // AST-06: stylesheets and fonts from this origin and the font service alone (here its defaults).
      expect(policy).toMatch(/style-src 'self' 'unsafe-inline' https:\/\/fonts\.googleapis\.com(;|$)/);
      expect(policy).toMatch(/font-src 'self' data: https:\/\/fonts\.gstatic\.com(;|$)/);
      // The auth service and the websocket are other origins the app must reach.
      expect(policy).toMatch(/connect-src [^;]*ws:\/\/localhost:\d+/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('SEC / the auth service answers with a policy that loads nothing', async () => {
    const response = await fetch(`${current().authUrl}/settings`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('security headers without a font service', () => {
  const current = useTestServer('sqlite', { env: { QUIRE_FONT_SERVICE_URL: 'off' } });

  it('AST-06 / QUIRE_FONT_SERVICE_URL=off: no other origin for stylesheets or fonts, none in /config.json', async () => {
    const response = await fetch(`${current().apiUrl}/config.json`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/);
    expect(policy).toMatch(/font-src 'self' data:(;|$)/);
    expect(((await response.json()) as { fontStylesheetUrl?: unknown }).fontStylesheetUrl).toBeNull();
  });
});
