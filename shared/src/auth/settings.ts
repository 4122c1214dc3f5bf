import { authApi } from '../api/client.js';
import { AUTH_PROVIDERS, type AuthProvider } from './providers.js';

/** What the login screens need from the auth service's `GET /settings`. */
export interface AuthSettings {
  /** Whether each provider is configured; an unconfigured one is not offered. */
  providers: Record<AuthProvider, boolean>;
  /** Password sign-in is on (GoTrue's `email` provider; the server's QUIRE_PASSWORD_SIGNIN). */
  passwordSignIn: boolean;
}

/** Anything but an explicit `true` reads as not configured: offering a provider that fails is worse. */
export function parseAuthSettings(value: unknown): AuthSettings {
  const external =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>).external : undefined;
  const flags =
    typeof external === 'object' && external !== null ? (external as Record<string, unknown>) : {};
  const providers = Object.fromEntries(AUTH_PROVIDERS.map((name) => [name, flags[name] === true])) as Record<
    AuthProvider,
    boolean
  >;
  return { providers, passwordSignIn: flags.email === true };
}

/** `GET {authBase}/settings`; identical concurrent calls share one request (the client's in-flight GETs). */
export async function getAuthSettings(): Promise<AuthSettings> {
  return parseAuthSettings(await authApi.get<unknown>('/settings'));
}
