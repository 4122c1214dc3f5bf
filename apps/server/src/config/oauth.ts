// Third-party sign-in, per provider <P> = GOOGLE | APPLE | GITHUB | DISCORD:
//   QUIRE_OAUTH_<P>_CLIENT_ID, QUIRE_OAUTH_<P>_CLIENT_SECRET   both set = the provider is on
//   QUIRE_OAUTH_<P>_ISSUER                                     OpenID Connect (discovery), or instead
//   QUIRE_OAUTH_<P>_AUTHORIZE_URL, _TOKEN_URL, _USERINFO_URL   plain OAuth2 (all three)
//   QUIRE_OAUTH_<P>_SCOPES                                     space/comma separated
// Unset endpoints mean the real provider's. Every provider is registered with the redirect URI
// `{QUIRE_AUTH_PUBLIC_URL}/callback`. Apple's client secret is the ES256 JWT Apple's docs describe
// (it expires after at most six months and must then be replaced).
import { z } from 'zod';
import { ConfigError } from './errors.js';

/** The third-party sign-in providers the login page knows (spec 001 §7). */
export const oauthProviderIds = ['google', 'apple', 'github', 'discord'] as const;
export type OAuthProviderId = (typeof oauthProviderIds)[number];

/**
 * Where a provider lives: an OpenID Connect issuer (endpoints and keys come from its discovery document,
 * sign-in is proven by a signed ID token) or the three endpoints of a plain OAuth2 provider (sign-in is
 * proven by what its user API answers to the access token).
 */
export type OAuthEndpoints =
  | { kind: 'oidc'; issuer: string }
  | { kind: 'oauth2'; authorizeUrl: string; tokenUrl: string; userinfoUrl: string };

export interface OAuthProviderConfig {
  id: OAuthProviderId;
  clientId: string;
  clientSecret: string;
  endpoints: OAuthEndpoints;
  scopes: string[];
}

/** Only configured providers are present. */
export type OAuthConfig = Partial<Record<OAuthProviderId, OAuthProviderConfig>>;

/** The real providers, so that production needs only a client id and secret. */
const builtInEndpoints: Record<OAuthProviderId, OAuthEndpoints> = {
  google: { kind: 'oidc', issuer: 'https://accounts.google.com' },
  apple: { kind: 'oidc', issuer: 'https://appleid.apple.com' },
  github: {
    kind: 'oauth2',
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
  },
  discord: {
    kind: 'oauth2',
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me',
  },
};

/** What each provider needs to reveal a user id, a verified e-mail and a display name. */
function defaultScopes(id: OAuthProviderId, kind: OAuthEndpoints['kind']): string[] {
  if (kind === 'oidc') return id === 'apple' ? ['openid', 'email', 'name'] : ['openid', 'email', 'profile'];
  switch (id) {
    case 'github':
      return ['read:user', 'user:email'];
    case 'discord':
      return ['identify', 'email'];
    case 'google':
    case 'apple':
      return ['email', 'profile'];
  }
}

const settingNames = [
  'CLIENT_ID',
  'CLIENT_SECRET',
  'ISSUER',
  'AUTHORIZE_URL',
  'TOKEN_URL',
  'USERINFO_URL',
  'SCOPES',
] as const;
type SettingName = (typeof settingNames)[number];

export function oauthVariable(id: OAuthProviderId, setting: SettingName): string {
  return `QUIRE_OAUTH_${id.toUpperCase()}_${setting}`;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * https, or http on the loopback interface (local test providers): the client secret and the user's
 * tokens travel over these URLs.
 */
const endpointUrl = z.string().transform((value, ctx) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: `must be an https URL, got "${value}"` });
    return z.NEVER;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
  if (!secure) {
    ctx.addIssue({
      code: 'custom',
      message: `must be an https URL (http only on localhost), got "${value}"`,
    });
    return z.NEVER;
  }
  // As given: an issuer is compared with the one its discovery document names, character for character.
  return value;
});

const scopeList = z
  .string()
  .transform((value) => value.split(/[\s,]+/).filter((scope) => scope !== ''))
  .refine((scopes) => scopes.length > 0, { message: 'must list at least one scope' });

const providerSettings = z.object({
  CLIENT_ID: z.string().optional(),
  CLIENT_SECRET: z.string().optional(),
  ISSUER: endpointUrl.optional(),
  AUTHORIZE_URL: endpointUrl.optional(),
  TOKEN_URL: endpointUrl.optional(),
  USERINFO_URL: endpointUrl.optional(),
  SCOPES: scopeList.optional(),
});
type ProviderSettings = z.output<typeof providerSettings>;

interface Problem {
  variable: string;
  message: string;
}

type Environment = Record<string, string | undefined>;

/**
 * Reads QUIRE_OAUTH_<PROVIDER>_* for every provider. A provider with none of its variables set is off; one
 * with some set must be complete, or the server refuses to start naming what is missing — a half-configured
 * provider would otherwise show a sign-in button that can only fail.
 */
export function parseOAuthConfig(env: Environment): OAuthConfig {
  const problems: Problem[] = unknownVariables(env);
  const config: OAuthConfig = {};
  for (const id of oauthProviderIds) {
    const raw: Partial<Record<SettingName, string>> = {};
    for (const setting of settingNames) {
      const value = env[oauthVariable(id, setting)]?.trim();
      if (value) raw[setting] = value;
    }
    if (Object.keys(raw).length === 0) continue;
    const parsed = providerSettings.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ variable: oauthVariable(id, issue.path[0] as SettingName), message: issue.message });
      }
      continue;
    }
    const provider = assembleProvider(id, parsed.data, problems);
    if (provider !== undefined) config[id] = provider;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function assembleProvider(
  id: OAuthProviderId,
  settings: ProviderSettings,
  problems: Problem[],
): OAuthProviderConfig | undefined {
  const name = (setting: SettingName) => oauthVariable(id, setting);
  const before = problems.length;
  const setNames = settingNames.filter((setting) => settings[setting] !== undefined).map(name);
  for (const required of ['CLIENT_ID', 'CLIENT_SECRET'] as const) {
    if (settings[required] === undefined) {
      problems.push({
        variable: name(required),
        message: `required because ${setNames.join(', ')} ${setNames.length === 1 ? 'is' : 'are'} set (unset them all to turn ${id} sign-in off)`,
      });
    }
  }
  const endpoints = endpointsOf(id, settings, problems);
  const scopes = settings.SCOPES ?? (endpoints ? defaultScopes(id, endpoints.kind) : []);
  if (endpoints?.kind === 'oidc' && !scopes.includes('openid')) {
    problems.push({ variable: name('SCOPES'), message: 'must include openid with an OpenID Connect issuer' });
  }
  if (endpoints?.kind === 'oauth2' && scopes.includes('openid')) {
    // Without an issuer nobody can check the ID token such a request returns.
    problems.push({
      variable: name('SCOPES'),
      message: `must not include openid without ${name('ISSUER')} (set the issuer to use OpenID Connect)`,
    });
  }
  if (problems.length > before || endpoints === undefined) return undefined;
  return {
    id,
    clientId: settings.CLIENT_ID ?? '',
    clientSecret: settings.CLIENT_SECRET ?? '',
    endpoints,
    scopes,
  };
}

function endpointsOf(
  id: OAuthProviderId,
  settings: ProviderSettings,
  problems: Problem[],
): OAuthEndpoints | undefined {
  const name = (setting: SettingName) => oauthVariable(id, setting);
  const urlSettings = ['AUTHORIZE_URL', 'TOKEN_URL', 'USERINFO_URL'] as const;
  const givenUrls = urlSettings.filter((setting) => settings[setting] !== undefined);
  if (settings.ISSUER !== undefined) {
    if (givenUrls.length === 0) return { kind: 'oidc', issuer: settings.ISSUER };
    problems.push({
      variable: name('ISSUER'),
      message: `set either the issuer or ${givenUrls.map(name).join(', ')}, not both`,
    });
    return undefined;
  }
  if (givenUrls.length === 0) return builtInEndpoints[id];
  const { AUTHORIZE_URL: authorizeUrl, TOKEN_URL: tokenUrl, USERINFO_URL: userinfoUrl } = settings;
  if (authorizeUrl === undefined || tokenUrl === undefined || userinfoUrl === undefined) {
    for (const missing of urlSettings.filter((setting) => settings[setting] === undefined)) {
      problems.push({
        variable: name(missing),
        message: `required with ${givenUrls.map(name).join(', ')} (a plain OAuth2 provider needs all three endpoints)`,
      });
    }
    return undefined;
  }
  return { kind: 'oauth2', authorizeUrl, tokenUrl, userinfoUrl };
}

/** A misspelt variable would silently leave a provider off; naming it saves the hunt. */
function unknownVariables(env: Environment): Problem[] {
  const known = new Set(
    oauthProviderIds.flatMap((id) => settingNames.map((setting) => oauthVariable(id, setting))),
  );
  return Object.keys(env)
    .filter((variable) => variable.startsWith('QUIRE_OAUTH_') && !known.has(variable))
    .filter((variable) => env[variable]?.trim())
    .map((variable) => ({
      variable,
      message: `unknown variable (providers: ${oauthProviderIds.join(', ')}; settings: ${settingNames.join(', ')})`,
    }));
}
