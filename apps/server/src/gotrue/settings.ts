import { z } from 'zod';
import type { Config } from '../config/index.js';
import { externalProviders } from './oauth/external.js';

/**
 * GoTrue's `GET /settings`: which sign-in methods the login page may offer. `external.email` is GoTrue's
 * e-mail provider, which there covers passwords and magic links alike; here it says whether password sign-in
 * is on (QUIRE_PASSWORD_SIGNIN), because magic links are always on.
 */
export const authSettingsSchema = z.object({
  external: z.object({
    email: z.boolean(),
    google: z.boolean(),
    apple: z.boolean(),
    github: z.boolean(),
    discord: z.boolean(),
  }),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
});
export type AuthSettings = z.infer<typeof authSettingsSchema>;

/**
 * A third-party provider is offered once it is configured (QUIRE_OAUTH_<PROVIDER>_*). `mailer_autoconfirm` is
 * false with passwords on: a password sign-up waits for its mailed link (magic links confirm by being used).
 */
export function currentAuthSettings(config: Config): AuthSettings {
  const passwords = config.auth.password.enabled;
  return {
    external: { email: passwords, ...externalProviders(config.oauth) },
    disable_signup: false,
    mailer_autoconfirm: !passwords,
  };
}
