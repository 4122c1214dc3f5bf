import { bearerFor, insertUser } from '../../../test/factories.js';
import { backends, useTestServer } from '../../../test/harness.js';

describe.each(backends)('POST /api/user/update on $name', ({ name }) => {
  const current = useTestServer(name);
  const update = (authorization: string, body: unknown) =>
    fetch(`${current().apiUrl}/api/user/update`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const profileOf = async (authorization: string) =>
    (
      (await (
        await fetch(`${current().apiUrl}/api/user/profile`, { headers: { authorization } })
      ).json()) as {
        data: { name: string; metadata: Record<string, unknown>; updated_at: number; email: string };
      }
    ).data;

  it('sets the trimmed name and shallow-merges metadata; answers no data', async () => {
    const { db } = current().server.database;
    const user = await insertUser(db, {
      metadata: JSON.stringify({ icon_url: 'https://example.com/a.png', theme: 'dark' }),
      updated_at: '2020-01-01T00:00:00.000Z',
    });
    const bearer = await bearerFor(current().server, user);
    const response = await update(bearer, {
      name: '  Ada Lovelace  ',
      metadata: { theme: 'light', locale: 'en' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 0, message: 'Operation completed successfully.' });
    const profile = await profileOf(bearer);
    expect(profile.name).toBe('Ada Lovelace');
    expect(profile.metadata).toEqual({ icon_url: 'https://example.com/a.png', theme: 'light', locale: 'en' });
    expect(profile.updated_at).toBeGreaterThan(Date.UTC(2020, 0, 1) / 1000);

    await update(bearer, { metadata: { icon_url: 'https://example.com/b.png' } });
    expect((await profileOf(bearer)).metadata).toMatchObject({
      icon_url: 'https://example.com/b.png',
      theme: 'light',
    });
  });

  it('ignores email and password, like AppFlowy (sign-in owns the address)', async () => {
    const user = await insertUser(current().server.database.db);
    const bearer = await bearerFor(current().server, user);
    expect(await (await update(bearer, { email: 'other@example.com', password: 'x' })).json()).toMatchObject({
      code: 0,
    });
    expect((await profileOf(bearer)).email).toBe(user.email);
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name over 256 characters', { name: 'n'.repeat(257) }, 'name'],
    ['a name that is not a string', { name: 42 }, 'name'],
    ['metadata that is an array', { metadata: ['a'] }, 'metadata'],
    ['metadata that is null', { metadata: null }, 'metadata'],
    ['an icon_url that is not a string', { metadata: { icon_url: 5 } }, 'metadata.icon_url'],
    ['metadata over 16 KiB', { metadata: { blob: 'x'.repeat(17 * 1024) } }, 'metadata'],
  ])('%s is InvalidRequest (1008) naming the field, and changes nothing', async (_case, body, field) => {
    const user = await insertUser(current().server.database.db, { name: 'Unchanged' });
    const bearer = await bearerFor(current().server, user);
    const response = await update(bearer, body);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { code: number; message: string };
    expect(answer.code).toBe(1008);
    expect(answer.message).toContain(`${field}: `);
    expect((await profileOf(bearer)).name).toBe('Unchanged');
  });

  it('needs a bearer token (401)', async () => {
    const response = await fetch(`${current().apiUrl}/api/user/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });
});
