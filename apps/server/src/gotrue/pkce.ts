import { createHash } from 'node:crypto';
import { z } from 'zod';
import { sameSecret } from './secrets.js';

export type CodeChallengeMethod = 's256' | 'plain';

export interface CodeChallenge {
  challenge: string;
  method: CodeChallengeMethod;
}

/** RFC 7636: 43 to 128 unreserved characters, for verifiers and for plain challenges alike. */
export const pkceSecretSchema = z
  .string()
  .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~');

/** GoTrue accepts the method in any case (`S256`, `s256`, `plain`). */
export const codeChallengeMethodSchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['s256', 'plain'], { message: 'must be S256 or plain' }));

export function matchesChallenge(challenge: CodeChallenge, verifier: string): boolean {
  const expected =
    challenge.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return sameSecret(expected, challenge.challenge);
}
