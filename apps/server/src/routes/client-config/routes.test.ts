import { useTestServer } from '../../../test/harness.js';

// These answers depend on configuration only, not on the database: one backend is enough.
describe('GET /config.json and /remotes.json', () => {
  const current = useTestServer('sqlite', {
    env: { QUIRE_PUBLIC_URL: 'https://quire.example.com', QUIRE_AUTH_PUBLIC_URL: 'https://auth.example.com' },
  });

  it('CON-20 / CON-23 / /config.json is the browser-visible runtime config, never cached', async () => {
    const response = await fetch(`${current().apiUrl}/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      apiBaseUrl: 'https://quire.example.com',
      authBaseUrl: 'https://auth.example.com',
      wsUrl: 'wss://quire.example.com/ws/v1',
      publicUrl: 'https://quire.example.com',
      links: {
        terms: 'https://quire.example.com/terms.html',
        privacy: 'https://quire.example.com/privacy.html',
        website: 'https://quire.example.com',
      },
      fontStylesheetUrl: 'https://fonts.googleapis.com/css2',
    });
    expect(JSON.stringify(body)).not.toContain(current().server.config.jwtSecret);
  });

  it('LOG-09 LOG-10 / the default terms and privacy pages say plainly that the operator has not published theirs', async () => {
    for (const [path, title, variable] of [
      ['/terms.html', 'Terms of use', 'QUIRE_TERMS_URL'],
      ['/privacy.html', 'Privacy policy', 'QUIRE_PRIVACY_URL'],
    ] as const) {
      const response = await fetch(`${current().apiUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(variable);
      expect(html).toContain('https://quire.example.com');
    }
  });

  it('/remotes.json lists each remote manifest at its default URL, never cached', async () => {
    const response = await fetch(`${current().apiUrl}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      auth: '/remotes/auth/mf-manifest.json',
      publish: '/remotes/publish/mf-manifest.json',
      workspace: '/remotes/workspace/mf-manifest.json',
    });
  });
});

describe('GET /remotes.json with QUIRE_REMOTES', () => {
  const current = useTestServer('sqlite', {
    env: {
      QUIRE_REMOTES: JSON.stringify({
        workspace: 'https://cdn.example.com/workspace/3.0.0/mf-manifest.json',
      }),
    },
  });

  it('serves the overridden manifest URL and the defaults of the others', async () => {
    const response = await fetch(`${current().apiUrl}/remotes.json`);
    expect(await response.json()).toEqual({
      auth: '/remotes/auth/mf-manifest.json',
      publish: '/remotes/publish/mf-manifest.json',
      workspace: 'https://cdn.example.com/workspace/3.0.0/mf-manifest.json',
    });
  });
});
