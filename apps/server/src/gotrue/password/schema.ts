import { z } from 'zod';
import { codeChallengeMethodSchema, pkceSecretSchema } from '../pkce.js';

/**
 * Passwords are bounded here only against abuse (a megabyte to hash); the configured length rules
 * (QUIRE_PASSWORD_MIN_LENGTH, at most 256 characters) are checked afterwards with their own GoTrue errors.
 */
const passwordField = z.string().max(1024);

const mailedChallenge = {
  code_challenge: z.union([z.literal(''), pkceSecretSchema]).optional(),
  code_challenge_method: z.union([z.literal(''), codeChallengeMethodSchema]).optional(),
};

/** A PKCE challenge needs its method; empty strings mean "no PKCE", as for magic links. */
function challengeHasMethod(body: {
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
}) {
  return !body.code_challenge || Boolean(body.code_challenge_method);
}

const challengeRule = {
  path: ['code_challenge_method'],
  message: 'is required with code_challenge (S256 or plain)',
};

/** GoTrue's `POST /signup` by e-mail; `data` (user metadata) is accepted and ignored, as for magic links. */
export const signupBodySchema = z
  .object({
    email: z.string().max(1024),
    password: passwordField,
    data: z.record(z.string(), z.unknown()).nullish(),
    ...mailedChallenge,
  })
  .refine(challengeHasMethod, challengeRule);

export const recoverBodySchema = z
  .object({ email: z.string().max(1024), ...mailedChallenge })
  .refine(challengeHasMethod, challengeRule);

export const passwordGrantSchema = z.object({
  email: z.string().max(1024),
  password: passwordField,
});

export const changePasswordBodySchema = z.object({
  password: passwordField,
  current_password: passwordField.optional(),
});
