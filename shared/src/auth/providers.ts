import { getRuntimeConfig } from '../config/index.js';
import { browserNavigation } from './navigation.js';
import { authCallbackUrl } from './origin.js';
import { storeRedirectTo } from './redirect-target.js';

/** The third-party sign-ins of spec 001 §1, in the order the login dialog shows them. */
export const AUTH_PROVIDERS = ['google', 'apple', 'github', 'discord'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

/** The address of the auth service's `/authorize` for a provider (API-AUTH-10, API-AUTH-11). */
export function providerAuthorizeUrl(provider: AuthProvider): string {
  const url = new URL(`${getRuntimeConfig().authBaseUrl}/authorize`);
  url.searchParams.set('provider', provider);
  url.searchParams.set('redirect_to', authCallbackUrl());
  switch (provider) {
    case 'google':
      // Google only hands out a refresh token with offline access, and only on consent.
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'consent');
      break;
    case 'apple':
    case 'github':
    case 'discord':
      break;
  }
  return url.toString();
}

/** Stores the wanted address (LOG-17), then leaves for the provider through the auth service. */
export function signInWithProvider(provider: AuthProvider, redirectTo: string): void {
  storeRedirectTo(redirectTo);
  browserNavigation.assign(providerAuthorizeUrl(provider));
}
