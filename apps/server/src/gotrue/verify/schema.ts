import { z } from 'zod';

/** Lenient on purpose: a mangled link still gets the browser back to the app with an error to show. */
export const verifyLinkQuerySchema = z.object({
  token: z.string().max(256).default(''),
  type: z.string().max(32).default(''),
  redirect_to: z.string().max(2048).optional(),
});

/**
 * GoTrue's `POST /verify` with the 6-digit code of a mail: a magic link (`email` is GoTrue's newer name for
 * it), a password sign-up's confirmation or a recovery.
 */
export const verifyCodeBodySchema = z.object({
  email: z.string().max(1024),
  token: z.string().regex(/^\d{6}$/, 'must be the 6-digit code of the mail'),
  type: z.enum(['magiclink', 'email', 'signup', 'recovery']),
});
