import type { AuthProvider, AuthSettings } from '@quire/shared';

/** Test data: the auth service's settings with the given providers configured. */
export function settingsWith(...configured: AuthProvider[]): AuthSettings {
  return {
    providers: {
      google: configured.includes('google'),
      apple: configured.includes('apple'),
      github: configured.includes('github'),
      discord: configured.includes('discord'),
    },
    passwordSignIn: false,
  };
}
