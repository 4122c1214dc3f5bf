import * as oidc from 'openid-client';
import type { OAuthConfig, OAuthProviderConfig, OAuthProviderId } from '../../config/oauth.js';

/** Seconds for any one request to a provider: a sign-in waiting longer has already failed for the user. */
const requestTimeoutSeconds = 10;

/** A configured provider and the openid-client configuration that talks to it. */
export interface ProviderClient {
  provider: OAuthProviderConfig;
  configuration: oidc.Configuration;
}

/**
 * openid-client configurations, one per configured provider, made on first use: discovery needs the
 * provider to answer, and a provider that is down must not stop the server from starting. A failed
 * discovery is forgotten so that the next sign-in tries again.
 */
export class ProviderClients {
  readonly #config: OAuthConfig;
  readonly #pending = new Map<OAuthProviderId, Promise<ProviderClient>>();

  constructor(config: OAuthConfig) {
    this.#config = config;
  }

  /** The provider's configuration, or undefined when it is not configured. */
  provider(id: OAuthProviderId): OAuthProviderConfig | undefined {
    return this.#config[id];
  }

  get(provider: OAuthProviderConfig): Promise<ProviderClient> {
    let pending = this.#pending.get(provider.id);
    if (pending === undefined) {
      const attempt = connect(provider).then((configuration) => ({ provider, configuration }));
      attempt.catch(() => {
        if (this.#pending.get(provider.id) === attempt) this.#pending.delete(provider.id);
      });
      this.#pending.set(provider.id, attempt);
      pending = attempt;
    }
    return pending;
  }
}

async function connect(provider: OAuthProviderConfig): Promise<oidc.Configuration> {
  const { endpoints } = provider;
  switch (endpoints.kind) {
    case 'oidc': {
      const issuer = new URL(endpoints.issuer);
      const configuration = await oidc.discovery(
        issuer,
        provider.clientId,
        provider.clientSecret,
        undefined,
        {
          // openid-client recognises this very function to allow http for the discovery request too.
          // eslint-disable-next-line @typescript-eslint/no-deprecated -- flagged only to stand out; loopback only
          execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
          timeout: requestTimeoutSeconds,
        },
      );
      // Verify ID token signatures against the issuer's JWKS too, not only trust the TLS channel they came by.
      oidc.enableNonRepudiationChecks(configuration);
      return configuration;
    }
    case 'oauth2': {
      const configuration = new oidc.Configuration(
        {
          // Plain OAuth2 has no issuer identifier; the authorization server's origin stands in for it.
          issuer: new URL(endpoints.authorizeUrl).origin,
          authorization_endpoint: endpoints.authorizeUrl,
          token_endpoint: endpoints.tokenUrl,
          userinfo_endpoint: endpoints.userinfoUrl,
        },
        provider.clientId,
        provider.clientSecret,
      );
      configuration.timeout = requestTimeoutSeconds;
      const urls = [endpoints.authorizeUrl, endpoints.tokenUrl, endpoints.userinfoUrl];
      if (urls.some((url) => url.startsWith('http:'))) allowLoopbackHttp(configuration);
      return configuration;
    }
  }
}

/** The configuration accepts http only for providers on this machine (config/oauth.ts), e.g. the tests'. */
function allowLoopbackHttp(configuration: oidc.Configuration): void {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- flagged only to stand out; scoped as above
  oidc.allowInsecureRequests(configuration);
}
