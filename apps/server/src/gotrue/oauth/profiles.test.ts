import { nameFromAppleUser, profileFromClaims, profileFromDiscord, profileFromGitHub } from './profiles.js';

// The shapes below are what each provider documents (and the fixture provider serves); the full flows run
// against a real provider in signIn.test.ts, refusals.test.ts and autoLogin.test.ts.

describe('provider profiles', () => {
  it('OpenID Connect claims: sub, e-mail, verification, name (or given + family) and picture', () => {
    expect(
      profileFromClaims({
        sub: '1234',
        email: 'ada@example.com',
        email_verified: true,
        given_name: 'Ada',
        family_name: 'Lovelace',
        picture: 'https://example.com/a.png',
      }),
    ).toEqual({
      providerUserId: '1234',
      email: 'ada@example.com',
      emailVerified: true,
      name: 'Ada Lovelace',
      avatarUrl: 'https://example.com/a.png',
    });
    expect(profileFromClaims({ sub: '1', email: 'a@example.com' })).toMatchObject({ emailVerified: false });
    expect(profileFromClaims({ email: 'no-subject@example.com' })).toBeUndefined();
  });

  it('Apple: email_verified comes as a string, and the name only in the first form post', () => {
    expect(
      profileFromClaims({ sub: 'apple.1', email: 'x@privaterelay.appleid.com', email_verified: 'true' }),
    ).toEqual({
      providerUserId: 'apple.1',
      email: 'x@privaterelay.appleid.com',
      emailVerified: true,
      name: undefined,
      avatarUrl: undefined,
    });
    expect(
      profileFromClaims({ sub: 'apple.1', email: 'x@example.com', email_verified: 'false' })?.emailVerified,
    ).toBe(false);
    expect(nameFromAppleUser('{"name":{"firstName":"Tim","lastName":"Apple"},"email":"x@example.com"}')).toBe(
      'Tim Apple',
    );
    expect(nameFromAppleUser('{"name":{"firstName":"Tim"}}')).toBe('Tim');
    expect(nameFromAppleUser('not json')).toBeUndefined();
    expect(nameFromAppleUser(undefined)).toBeUndefined();
  });

  it('GitHub: the id as a string, the verified primary address from /user/emails, the login when no name', () => {
    const user = {
      id: 583231,
      login: 'octocat',
      name: null,
      email: 'public@example.com',
      avatar_url: 'https://a/1',
    };
    const emails = [
      { email: 'public@example.com', primary: false, verified: true, visibility: 'public' },
      { email: 'octo@example.com', primary: true, verified: true, visibility: 'private' },
    ];
    expect(profileFromGitHub(user, emails)).toEqual({
      providerUserId: '583231',
      email: 'octo@example.com',
      emailVerified: true,
      name: 'octocat',
      avatarUrl: 'https://a/1',
    });
    // An unverified primary address is no address; so is an /user/emails answer that could not be read.
    const unverified = [{ email: 'octo@example.com', primary: true, verified: false }];
    expect(profileFromGitHub(user, unverified)).toMatchObject({ email: null, emailVerified: false });
    expect(profileFromGitHub(user, { message: 'Not Found' })).toMatchObject({
      email: null,
      emailVerified: false,
    });
    expect(profileFromGitHub({ login: 'no-id' }, emails)).toBeUndefined();
  });

  it('Discord: the global name over the username, the avatar hash turned into a CDN address', () => {
    expect(
      profileFromDiscord({
        id: '80351110224678912',
        username: 'nelly',
        global_name: 'Nelly',
        avatar: '8342729096ea3675442027381ff50dfe',
        email: 'nelly@example.com',
        verified: true,
      }),
    ).toEqual({
      providerUserId: '80351110224678912',
      email: 'nelly@example.com',
      emailVerified: true,
      name: 'Nelly',
      avatarUrl: 'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png',
    });
    expect(
      profileFromDiscord({ id: '1', username: 'u', email: 'u@example.com', verified: false }),
    ).toMatchObject({
      emailVerified: false,
      name: 'u',
      avatarUrl: undefined,
    });
  });
});
