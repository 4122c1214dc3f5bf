import { z } from 'zod';
import type { Config } from '../config/index.js';
import { externalProviders } from './oauth/external.js';

/** GoTrue's `GET /settings`: which sign-in methods the login page may offer. */
export const authSettingsSchema = z.object({
  external: z.object({ google: z.boolean(), apple: z.boolean(), github: z.boolean(), discord: z.boolean() }),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
});
export type AuthSettings = z.infer<typeof authSettingsSchema>;

/** A third-party provider is offered once it is configured (QUIRE_OAUTH_<PROVIDER>_*). */
export function currentAuthSettings(config: Config): AuthSettings {
  return {
    external: externalProviders(config.oauth),
    disable_signup: false,
    mailer_autoconfirm: true,
  };
}
