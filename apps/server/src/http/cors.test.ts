import { useTestServer } from '../../test/harness.js';

const publicUrl = 'https://quire.example.com';
const extraOrigin = 'http://localhost:3001';

describe('CORS on both services', () => {
  const current = useTestServer('sqlite', {
    env: { QUIRE_PUBLIC_URL: publicUrl, QUIRE_CORS_ORIGINS: extraOrigin },
  });
  const services = [
    ['api', () => `${current().apiUrl}/api/health`],
    ['auth', () => `${current().authUrl}/settings`],
  ] as const;

  describe.each(services)('%s', (_service, url) => {
    it.each([publicUrl, extraOrigin])('allows the configured origin %s', async (origin) => {
      const response = await fetch(url(), { headers: { origin } });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('vary')).toMatch(/Origin/i);
    });

    it('gives another origin no CORS headers', async () => {
      const response = await fetch(url(), { headers: { origin: 'https://evil.example.net' } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('answers an allowed preflight with the headers the clients send', async () => {
      const response = await fetch(url(), {
        method: 'OPTIONS',
        headers: {
          origin: extraOrigin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type, x-device-id, redirect_to',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(extraOrigin);
      expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/);
      expect(response.headers.get('access-control-allow-headers')).toMatch(/x-device-id/);
      expect(response.headers.get('access-control-allow-headers')).toMatch(/redirect_to/);
      expect(response.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
    });

    it('refuses a preflight from another origin', async () => {
      const response = await fetch(url(), {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example.net', 'access-control-request-method': 'POST' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
