import { z } from 'zod';

/**
 * The largest Yjs update (bytes) a client may send in one message; AppFlowy Web reads it from server-info
 * and splits or refuses bigger updates itself.
 */
export const maxCollabUpdateBytes = 4 * 1024 * 1024;

/** `GET /api/server-info`: what this server offers, as AppFlowy Web asks for it. */
export const serverInfoSchema = z.strictObject({
  enable_page_history: z.boolean(),
  ai_enabled: z.boolean(),
  max_update_bytes: z.number().int().positive(),
  /** The server's release (Quire's own field). */
  version: z.string(),
});
export type ServerInfo = z.infer<typeof serverInfoSchema>;

/**
 * Sign-in methods, in AppFlowy Web's names: `magic_link` (e-mail link and code), `password` when turned on,
 * and each configured OAuth provider.
 */
export const authProviderIds = ['magic_link', 'password', 'google', 'github', 'discord', 'apple'] as const;
export type AuthProviderId = (typeof authProviderIds)[number];

/** `GET /api/server-info/auth-providers`. */
export const authProvidersSchema = z.strictObject({
  count: z.number().int().min(0),
  providers: z.array(z.enum(authProviderIds)),
  signup_disabled: z.boolean(),
  mailer_autoconfirm: z.boolean(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
