import { useTestServer } from '../../test/harness.js';
import { authSettingsSchema } from './settings.js';

describe('the auth service (GoTrue-shaped, its own port)', () => {
  const current = useTestServer('sqlite');

  it('API-AUTH-03 / GET /health names the service and version', async () => {
    const { authUrl, server } = current();
    const response = await fetch(`${authUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: 'quire-auth',
      version: server.version,
      description: 'Quire authentication service',
    });
  });

  it('GET /settings offers no third-party provider until one is configured, and no passwords', async () => {
    const response = await fetch(`${current().authUrl}/settings`);
    expect(response.status).toBe(200);
    expect(authSettingsSchema.parse(await response.json())).toEqual({
      external: { email: false, google: false, apple: false, github: false, discord: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
  });

  it('an unknown route is a GoTrue-style 404, and API routes are not served here', async () => {
    const response = await fetch(`${current().authUrl}/api/user/profile`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: -2,
      message: 'No route GET /api/user/profile',
      error_code: 'not_found',
      msg: 'No route GET /api/user/profile',
      error: 'not_found',
      error_description: 'No route GET /api/user/profile',
    });
  });
});
