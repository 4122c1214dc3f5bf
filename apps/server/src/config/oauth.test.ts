import { ConfigError } from './errors.js';
import { parseConfig } from './load.js';
import { parseOAuthConfig } from './oauth.js';

function problemsOf(env: Record<string, string>): ConfigError {
  try {
    parseOAuthConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be rejected`);
}

const google = {
  QUIRE_OAUTH_GOOGLE_CLIENT_ID: 'google-id',
  QUIRE_OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
};

describe('config: OAuth providers', () => {
  it('no QUIRE_OAUTH_* variable: no provider (empty values count as unset)', () => {
    expect(parseOAuthConfig({})).toEqual({});
    expect(
      parseOAuthConfig({ QUIRE_OAUTH_GITHUB_CLIENT_ID: ' ', QUIRE_OAUTH_GITHUB_CLIENT_SECRET: '' }),
    ).toEqual({});
    expect(parseConfig({}, '/srv/quire').oauth).toEqual({});
  });

  it('a client id and secret are enough for the real providers: issuers and endpoints are built in', () => {
    const config = parseOAuthConfig({
      ...google,
      QUIRE_OAUTH_APPLE_CLIENT_ID: 'com.example.quire',
      QUIRE_OAUTH_APPLE_CLIENT_SECRET: 'apple-jwt',
      QUIRE_OAUTH_GITHUB_CLIENT_ID: 'gh-id',
      QUIRE_OAUTH_GITHUB_CLIENT_SECRET: 'gh-secret',
      QUIRE_OAUTH_DISCORD_CLIENT_ID: 'dc-id',
      QUIRE_OAUTH_DISCORD_CLIENT_SECRET: 'dc-secret',
    });
    expect(config.google).toEqual({
      id: 'google',
      clientId: 'google-id',
      clientSecret: 'google-secret',
      endpoints: { kind: 'oidc', issuer: 'https://accounts.google.com' },
      scopes: ['openid', 'email', 'profile'],
    });
    expect(config.apple).toMatchObject({
      endpoints: { kind: 'oidc', issuer: 'https://appleid.apple.com' },
      scopes: ['openid', 'email', 'name'],
    });
    expect(config.github).toMatchObject({
      endpoints: {
        kind: 'oauth2',
        authorizeUrl: 'https://github.com/login/oauth/authorize',
        tokenUrl: 'https://github.com/login/oauth/access_token',
        userinfoUrl: 'https://api.github.com/user',
      },
      scopes: ['read:user', 'user:email'],
    });
    expect(config.discord).toMatchObject({
      endpoints: {
        kind: 'oauth2',
        authorizeUrl: 'https://discord.com/oauth2/authorize',
        tokenUrl: 'https://discord.com/api/oauth2/token',
        userinfoUrl: 'https://discord.com/api/users/@me',
      },
      scopes: ['identify', 'email'],
    });
  });

  it('an issuer, endpoint URLs and scopes override the defaults (how tests point "google" at a local provider)', () => {
    const config = parseOAuthConfig({
      ...google,
      QUIRE_OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:4000',
      QUIRE_OAUTH_GOOGLE_SCOPES: 'openid email',
      QUIRE_OAUTH_DISCORD_CLIENT_ID: 'dc-id',
      QUIRE_OAUTH_DISCORD_CLIENT_SECRET: 'dc-secret',
      QUIRE_OAUTH_DISCORD_AUTHORIZE_URL: 'https://sso.example.com/authorize',
      QUIRE_OAUTH_DISCORD_TOKEN_URL: 'https://sso.example.com/token',
      QUIRE_OAUTH_DISCORD_USERINFO_URL: 'https://sso.example.com/users/@me',
      QUIRE_OAUTH_DISCORD_SCOPES: 'identify, email guilds',
    });
    expect(config.google).toMatchObject({
      endpoints: { kind: 'oidc', issuer: 'http://127.0.0.1:4000' },
      scopes: ['openid', 'email'],
    });
    expect(config.discord).toMatchObject({
      endpoints: {
        kind: 'oauth2',
        authorizeUrl: 'https://sso.example.com/authorize',
        tokenUrl: 'https://sso.example.com/token',
        userinfoUrl: 'https://sso.example.com/users/@me',
      },
      scopes: ['identify', 'email', 'guilds'],
    });
  });

  it('a half-configured provider refuses to start, naming what is missing', () => {
    expect(problemsOf({ QUIRE_OAUTH_GOOGLE_CLIENT_ID: 'google-id' }).message).toContain(
      'QUIRE_OAUTH_GOOGLE_CLIENT_SECRET: required because QUIRE_OAUTH_GOOGLE_CLIENT_ID is set',
    );
    const onlyIssuer = problemsOf({ QUIRE_OAUTH_APPLE_ISSUER: 'https://appleid.apple.com' });
    expect(onlyIssuer.variables).toEqual(['QUIRE_OAUTH_APPLE_CLIENT_ID', 'QUIRE_OAUTH_APPLE_CLIENT_SECRET']);
    const oneUrl = problemsOf({
      QUIRE_OAUTH_GITHUB_CLIENT_ID: 'gh-id',
      QUIRE_OAUTH_GITHUB_CLIENT_SECRET: 'gh-secret',
      QUIRE_OAUTH_GITHUB_TOKEN_URL: 'https://ghe.example.com/login/oauth/access_token',
    });
    expect(oneUrl.variables).toEqual(['QUIRE_OAUTH_GITHUB_AUTHORIZE_URL', 'QUIRE_OAUTH_GITHUB_USERINFO_URL']);
    expect(oneUrl.message).toContain('a plain OAuth2 provider needs all three endpoints');
  });

  it('an issuer and endpoint URLs together are ambiguous', () => {
    const error = problemsOf({
      ...google,
      QUIRE_OAUTH_GOOGLE_ISSUER: 'https://accounts.google.com',
      QUIRE_OAUTH_GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
    });
    expect(error.variables).toEqual(['QUIRE_OAUTH_GOOGLE_ISSUER']);
    expect(error.message).toContain('set either the issuer or QUIRE_OAUTH_GOOGLE_TOKEN_URL, not both');
  });

  it('provider URLs must be https, except on this machine', () => {
    const error = problemsOf({ ...google, QUIRE_OAUTH_GOOGLE_ISSUER: 'http://idp.example.com' });
    expect(error.message).toContain(
      'QUIRE_OAUTH_GOOGLE_ISSUER: must be an https URL (http only on localhost), got "http://idp.example.com"',
    );
    expect(problemsOf({ ...google, QUIRE_OAUTH_GOOGLE_ISSUER: 'not a url' }).variables).toEqual([
      'QUIRE_OAUTH_GOOGLE_ISSUER',
    ]);
    for (const issuer of ['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000']) {
      expect(parseOAuthConfig({ ...google, QUIRE_OAUTH_GOOGLE_ISSUER: issuer }).google).toBeDefined();
    }
  });

  it('openid goes with an issuer, and only with one', () => {
    expect(problemsOf({ ...google, QUIRE_OAUTH_GOOGLE_SCOPES: 'email profile' }).message).toContain(
      'QUIRE_OAUTH_GOOGLE_SCOPES: must include openid with an OpenID Connect issuer',
    );
    const plain = problemsOf({
      QUIRE_OAUTH_DISCORD_CLIENT_ID: 'dc-id',
      QUIRE_OAUTH_DISCORD_CLIENT_SECRET: 'dc-secret',
      QUIRE_OAUTH_DISCORD_SCOPES: 'openid identify email',
    });
    expect(plain.message).toContain(
      'QUIRE_OAUTH_DISCORD_SCOPES: must not include openid without QUIRE_OAUTH_DISCORD_ISSUER',
    );
  });

  it('a misspelt or unknown QUIRE_OAUTH_ variable is named instead of silently ignored', () => {
    const error = problemsOf({
      ...google,
      QUIRE_OAUTH_GOOGLE_CLIENTSECRET: 'x',
      QUIRE_OAUTH_GITLAB_CLIENT_ID: 'y',
    });
    expect(error.variables).toEqual(['QUIRE_OAUTH_GOOGLE_CLIENTSECRET', 'QUIRE_OAUTH_GITLAB_CLIENT_ID']);
    expect(error.message).toContain('unknown variable (providers: google, apple, github, discord;');
  });

  it('the config loader refuses to start on a bad provider configuration', () => {
    expect(() => parseConfig({ QUIRE_OAUTH_DISCORD_CLIENT_SECRET: 's' }, '/srv/quire')).toThrow(
      /Invalid configuration:\n {2}QUIRE_OAUTH_DISCORD_CLIENT_ID: required/,
    );
  });
});
