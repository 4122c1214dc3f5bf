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
    });
    expect(JSON.stringify(body)).not.toContain(current().server.config.jwtSecret);
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
