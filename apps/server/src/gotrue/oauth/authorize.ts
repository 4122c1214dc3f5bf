import * as oidc from 'openid-client';
import type { OAuthProviderId } from '../../config/oauth.js';
import type { ProviderClient } from './clients.js';
import type { OAuthFlow } from './flowCookie.js';

/** Where to send the browser, and what the callback will need to finish the flow. */
export interface AuthorizationStart {
  url: URL;
  flow: OAuthFlow;
}

/**
 * Starts an authorization-code flow with PKCE (S256) and a random state, plus a nonce for OpenID Connect
 * providers, whose ID token must echo it.
 */
export async function startAuthorization(
  { provider, configuration }: ProviderClient,
  redirectTo: string,
  callbackUrl: string,
): Promise<AuthorizationStart> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = provider.endpoints.kind === 'oidc' ? oidc.randomNonce() : undefined;
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl,
    response_type: 'code',
    scope: provider.scopes.join(' '),
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(nonce === undefined ? {} : { nonce }),
    ...providerParameters(provider.id),
  });
  return { url, flow: { state, provider: provider.id, codeVerifier, nonce, redirectTo } };
}

function providerParameters(id: OAuthProviderId): Record<string, string> {
  switch (id) {
    case 'google':
      // Spec 001 §7 (API-AUTH-11): Google hands out a refresh token only for offline access, on consent.
      return { access_type: 'offline', prompt: 'consent' };
    case 'apple':
      // Apple refuses the name and email scopes unless the answer is posted back (POST /callback).
      return { response_mode: 'form_post' };
    case 'github':
    case 'discord':
      return {};
  }
}
