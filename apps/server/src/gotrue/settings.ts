import { z } from 'zod';

/** GoTrue's `GET /settings`: which sign-in methods the login page may offer. */
export const authSettingsSchema = z.object({
  external: z.object({ google: z.boolean(), apple: z.boolean(), github: z.boolean(), discord: z.boolean() }),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
});
export type AuthSettings = z.infer<typeof authSettingsSchema>;

/** No third-party provider until one is configured (the accounts work adds their configuration). */
export function currentAuthSettings(): AuthSettings {
  return {
    external: { google: false, apple: false, github: false, discord: false },
    disable_signup: false,
    mailer_autoconfirm: true,
  };
}
