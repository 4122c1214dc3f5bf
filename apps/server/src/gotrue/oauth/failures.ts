import type { OAuthProviderId } from '../../config/oauth.js';

/**
 * Why a sign-in with a provider ended without a session, as it goes back to the browser: an OAuth2 error
 * class and a sentence the login page may show. `cause` is for the log only.
 */
export interface SignInFailure {
  /** `access_denied`, `invalid_request`, `server_error`, or what the provider itself reported. */
  error: string;
  description: string;
  /** GoTrue's finer code, when there is one (`email_not_confirmed`). */
  errorCode?: string;
  cause?: unknown;
}

export function signInFailure(
  error: string,
  description: string,
  details: Pick<SignInFailure, 'errorCode' | 'cause'> = {},
): SignInFailure {
  return { error, description, ...details };
}

/**
 * The provider's own `error` and `error_description`. Both end up in a URL the login page reads, so the
 * code must look like one (anything else becomes access_denied) and the text is cut short.
 */
export function providerFailure(
  id: OAuthProviderId,
  error: string,
  description: string | undefined,
): SignInFailure {
  const code = /^[a-z_]{1,64}$/.test(error) ? error : 'access_denied';
  const text = description?.trim().slice(0, 300);
  return signInFailure(code, text ? text : `${providerLabel(id)} did not sign you in (${code})`);
}

export function providerLabel(id: OAuthProviderId): string {
  switch (id) {
    case 'google':
      return 'Google';
    case 'apple':
      return 'Apple';
    case 'github':
      return 'GitHub';
    case 'discord':
      return 'Discord';
  }
}
