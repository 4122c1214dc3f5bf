import * as oidc from 'openid-client';
import type { OAuthProviderConfig, OAuthProviderId } from '../../config/oauth.js';
import type { ProviderClient } from './clients.js';
import type { OAuthFlow } from './flowCookie.js';
import { providerLabel, signInFailure, type SignInFailure } from './failures.js';
import {
  nameFromAppleUser,
  profileFromClaims,
  profileFromDiscord,
  profileFromGitHub,
  type ProviderProfile,
} from './profiles.js';

/** A provider account with an address the provider vouches for: the only kind Quire signs in. */
export interface VerifiedProfile extends ProviderProfile {
  email: string;
}

export type IdentifyResult = { profile: VerifiedProfile } | { failure: SignInFailure };

/**
 * Turns the provider's answer into a verified profile: exchanges the code (with the PKCE verifier and
 * the state the browser's flow holds), checks the ID token of OpenID Connect providers (issuer, audience,
 * expiry, nonce, signature against the issuer's keys), then reads the user from the ID token and userinfo
 * or, for plain OAuth2, from the provider's user API.
 */
export async function identify(
  client: ProviderClient,
  flow: OAuthFlow,
  callbackUrl: URL,
  appleUser: string | undefined,
): Promise<IdentifyResult> {
  const { provider, configuration } = client;
  let tokens: TokenAnswer;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: provider.endpoints.kind === 'oidc',
    });
  } catch (error) {
    return fail(
      signInFailure('server_error', `${providerLabel(provider.id)} did not confirm the sign-in`, {
        cause: error,
      }),
    );
  }
  let profile: ProviderProfile | undefined;
  try {
    profile = await readProfile(client, tokens);
  } catch (error) {
    return fail(
      signInFailure('server_error', `Could not read your ${providerLabel(provider.id)} account`, {
        cause: error,
      }),
    );
  }
  if (profile === undefined) {
    return fail(
      signInFailure('server_error', `${providerLabel(provider.id)} answered with an unreadable account`),
    );
  }
  if (profile.email === null || !profile.emailVerified) {
    return fail(
      signInFailure(
        'access_denied',
        `Your ${providerLabel(provider.id)} account has no verified e-mail address`,
        { errorCode: 'email_not_confirmed' },
      ),
    );
  }
  const name = profile.name ?? (provider.id === 'apple' ? nameFromAppleUser(appleUser) : undefined);
  return { profile: { ...profile, email: profile.email, name } };
}

function fail(failure: SignInFailure): IdentifyResult {
  return { failure };
}

type TokenAnswer = Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;

async function readProfile(
  { provider, configuration }: ProviderClient,
  tokens: TokenAnswer,
): Promise<ProviderProfile | undefined> {
  const claims = tokens.claims();
  if (claims !== undefined) {
    // Apple has no userinfo endpoint: its ID token is all there is. Others may keep the e-mail for userinfo.
    const userinfo = configuration.serverMetadata().userinfo_endpoint
      ? await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)
      : {};
    return profileFromClaims({ ...claims, ...userinfo });
  }
  return readPlainOAuthProfile(provider, configuration, tokens.access_token);
}

async function readPlainOAuthProfile(
  provider: OAuthProviderConfig,
  configuration: oidc.Configuration,
  accessToken: string,
): Promise<ProviderProfile | undefined> {
  const userinfoUrl = configuration.serverMetadata().userinfo_endpoint ?? '';
  const id: OAuthProviderId = provider.id;
  switch (id) {
    case 'github': {
      const user = await getJson(configuration, accessToken, userinfoUrl);
      // The address on /user is only the public one; /user/emails says which address is primary and verified.
      const emails = await getJson(configuration, accessToken, `${userinfoUrl.replace(/\/$/, '')}/emails`);
      return profileFromGitHub(user, emails);
    }
    case 'discord':
      return profileFromDiscord(await getJson(configuration, accessToken, userinfoUrl));
    case 'google':
    case 'apple':
      // No ID token to compare the subject with: the userinfo answer alone says who signed in.
      return profileFromClaims(await getJson(configuration, accessToken, userinfoUrl));
  }
}

async function getJson(
  configuration: oidc.Configuration,
  accessToken: string,
  url: string,
): Promise<unknown> {
  const response = await oidc.fetchProtectedResource(
    configuration,
    accessToken,
    new URL(url),
    'GET',
    undefined,
    new Headers({ accept: 'application/json' }),
  );
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}
