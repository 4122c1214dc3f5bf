import { oauthProviderIds, type OAuthConfig, type OAuthProviderId } from '../../config/oauth.js';

/** GoTrue's `GET /settings` `external`: true for each provider the login page may offer. */
export function externalProviders(config: OAuthConfig): Record<OAuthProviderId, boolean> {
  return Object.fromEntries(oauthProviderIds.map((id) => [id, config[id] !== undefined])) as Record<
    OAuthProviderId,
    boolean
  >;
}
