import { z } from 'zod';
import { codeChallengeMethodSchema, pkceSecretSchema } from '../pkce.js';

/** GoTrue's body as AppFlowy sends it; empty challenge strings mean "no PKCE" (implicit flow). */
export const magicLinkBodySchema = z
  .object({
    /** Checked by the spec's own rule afterwards, so that a bad address is InvalidEmail, not 1008. */
    email: z.string().max(1024),
    code_challenge: z.union([z.literal(''), pkceSecretSchema]).optional(),
    code_challenge_method: z.union([z.literal(''), codeChallengeMethodSchema]).optional(),
    /** GoTrue keeps it as user metadata; Quire accepts and ignores it (the profile is set through the API). */
    data: z.record(z.string(), z.unknown()).nullish(),
    create_user: z.boolean().optional(),
  })
  .refine((body) => !body.code_challenge || body.code_challenge_method, {
    path: ['code_challenge_method'],
    message: 'is required with code_challenge (S256 or plain)',
  });
