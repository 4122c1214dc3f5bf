import type { AuthDeps } from '../deps.js';
import type { ProviderClients } from './clients.js';
import type { FlowCookies } from './flowCookie.js';

/** What the OAuth routes share: the auth service's building blocks and the provider clients. */
export interface OAuthContext {
  deps: AuthDeps;
  clients: ProviderClients;
  cookies: FlowCookies;
  /** `{QUIRE_AUTH_PUBLIC_URL}/callback`: the redirect URI registered with every provider. */
  callbackUrl: string;
}
