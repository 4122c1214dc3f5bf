import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens, magic-link tokens and PKCE codes. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a bearer secret. A plain sha256 suffices: the secrets carry 256 random bits,
 * so there is nothing to brute-force, and a leaked table yields no usable token.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit code, as GoTrue mails beside the link. */
export function randomSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Six digits are guessable offline from a plain hash, so codes are keyed with the server secret and bound
 * to their magic link.
 */
export function hashCode(secret: string, linkId: string, code: string): string {
  return createHmac('sha256', secret).update(`${linkId}:${code}`).digest('hex');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
