import { authProvidersSchema, dataEnvelopeSchema, serverInfoSchema } from '@quire/shared/contract';
import { useTestServer } from '../../../test/harness.js';

// Configuration only, no stored data: one backend is enough.
describe('GET /api/server-info', () => {
  const plain = useTestServer('sqlite');
  const withGithub = useTestServer('sqlite', {
    env: { QUIRE_OAUTH_GITHUB_CLIENT_ID: 'gh-id', QUIRE_OAUTH_GITHUB_CLIENT_SECRET: 'gh-secret' },
  });

  const get = async (apiUrl: string, path: string) => {
    const response = await fetch(`${apiUrl}${path}`);
    expect(response.status).toBe(200);
    return response.json();
  };

  it('answers without a session: no page history or AI yet, the update size limit, the release', async () => {
    const answer = dataEnvelopeSchema(serverInfoSchema).parse(await get(plain().apiUrl, '/api/server-info'));
    expect(answer.data).toEqual({
      enable_page_history: false,
      ai_enabled: false,
      max_update_bytes: 4 * 1024 * 1024,
      version: plain().server.version,
    });
  });

  it('auth-providers lists the magic link and exactly the OAuth providers configured', async () => {
    const schema = dataEnvelopeSchema(authProvidersSchema);
    const none = schema.parse(await get(plain().apiUrl, '/api/server-info/auth-providers'));
    expect(none.data).toEqual({
      count: 1,
      providers: ['magic_link'],
      signup_disabled: false,
      mailer_autoconfirm: true,
    });
    const github = schema.parse(await get(withGithub().apiUrl, '/api/server-info/auth-providers'));
    expect(github.data.providers).toEqual(['magic_link', 'github']);
    expect(github.data.count).toBe(2);
    expect(JSON.stringify(github)).not.toContain('gh-secret');
  });
});
