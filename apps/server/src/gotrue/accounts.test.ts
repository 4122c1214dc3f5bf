import { AppError } from '@quire/shared/errors';
import { backends, useTestServer } from '../../test/harness.js';
import { readStored } from '../stored/format.js';
import { userMetadataFormat } from '../stored/formats.js';
import { findOrCreateUserByEmail, findOrCreateUserForIdentity, newUid } from './accounts.js';

let counter = 0;
const newEmail = () => `accounts-${process.pid}-${++counter}@example.com`;

describe.each(backends)('accounts on $name', ({ name }) => {
  const current = useTestServer(name);
  const deps = () => current().server.authDeps;
  const identitiesOf = (uuid: string) =>
    current()
      .server.database.db.selectFrom('identities')
      .select(['provider', 'provider_user_id'])
      .where('user_uuid', '=', uuid)
      .orderBy('provider')
      .execute();

  it('a first provider sign-in creates a confirmed user with the provider’s name and avatar', async () => {
    const email = newEmail();
    const { user, isNew } = await findOrCreateUserForIdentity(deps(), {
      provider: 'google',
      providerUserId: 'g-1',
      email: email.toUpperCase(),
      name: 'Ada',
      avatarUrl: 'https://example.com/ada.png',
    });
    expect(isNew).toBe(true);
    expect(user).toMatchObject({ email, name: 'Ada' });
    expect(readStored(userMetadataFormat, user.metadata)).toEqual({
      icon_url: 'https://example.com/ada.png',
    });
    expect(user.email_confirmed_at).not.toBeNull();
    expect(BigInt(user.uid) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(await identitiesOf(user.uuid)).toEqual([{ provider: 'google', provider_user_id: 'g-1' }]);

    const again = await findOrCreateUserForIdentity(deps(), {
      provider: 'google',
      providerUserId: 'g-1',
      email,
    });
    expect(again).toMatchObject({ isNew: false, user: { uuid: user.uuid } });
  });

  it('another provider with the same e-mail, and a magic link, are linked to the same user', async () => {
    const email = newEmail();
    const { user } = await findOrCreateUserForIdentity(deps(), {
      provider: 'github',
      providerUserId: 'gh-7',
      email,
    });
    const linked = await findOrCreateUserForIdentity(deps(), {
      provider: 'discord',
      providerUserId: 'd-7',
      email,
    });
    expect(linked).toMatchObject({ isNew: false, user: { uuid: user.uuid } });
    const byMail = await findOrCreateUserByEmail(deps(), email);
    expect(byMail).toMatchObject({ isNew: false, user: { uuid: user.uuid } });
    expect(await identitiesOf(user.uuid)).toEqual([
      { provider: 'discord', provider_user_id: 'd-7' },
      { provider: 'email', provider_user_id: user.uuid },
      { provider: 'github', provider_user_id: 'gh-7' },
    ]);
  });

  it('a magic link creates the user named after the local part, once, even when racing', async () => {
    const email = newEmail();
    const results = await Promise.all([1, 2, 3].map(() => findOrCreateUserByEmail(deps(), email)));
    expect(new Set(results.map((result) => result.user.uuid)).size).toBe(1);
    expect(results.filter((result) => result.isNew)).toHaveLength(1);
    expect(results[0]?.user.name).toBe(email.split('@')[0]);
  });

  it('an address the provider has not confirmed neither creates nor links an account', async () => {
    const email = newEmail();
    await findOrCreateUserByEmail(deps(), email);
    const attempt = findOrCreateUserForIdentity(deps(), {
      provider: 'github',
      providerUserId: 'gh-unverified',
      email,
      emailVerified: false,
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ errorName: 'OAuthError' });
  });

  it('uids are distinct snowflakes', () => {
    const uids = new Set(Array.from({ length: 10_000 }, () => newUid()));
    expect(uids.size).toBe(10_000);
  });
});
