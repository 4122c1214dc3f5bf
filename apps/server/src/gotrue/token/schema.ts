import { z } from 'zod';
import { pkceSecretSchema } from '../pkce.js';

export const tokenQuerySchema = z.object({ grant_type: z.string().max(64).default('') });

export const refreshGrantSchema = z.object({ refresh_token: z.string().min(1).max(256) });

export const pkceGrantSchema = z.object({
  auth_code: z.string().min(1).max(256),
  code_verifier: pkceSecretSchema,
});
