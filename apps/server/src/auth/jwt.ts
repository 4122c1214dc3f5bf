import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';

/** GoTrue's audience and role for signed-in users; AppFlowy clients expect both in every access token. */
export const accessTokenAudience = 'authenticated';
export const defaultAccessTokenTtlSeconds = 3600;

export interface SignAccessTokenInput {
  /** The user's uuid (users.uuid), carried as `sub`. */
  userUuid: string;
  email: string;
  sessionId?: string;
  /** The provider of this sign-in (`app_metadata.provider`). */
  provider?: string;
  /** Every provider linked to the user (`app_metadata.providers`); defaults to `[provider]`. */
  providers?: string[];
  userMetadata?: Record<string, unknown>;
  /** GoTrue's `iss`: the auth service's public address. */
  issuer?: string;
  ttlSeconds?: number;
  /** Unix seconds; a test may sign tokens in the past. */
  now?: number;
}

export interface SignedAccessToken {
  accessToken: string;
  /** Unix seconds, as GoTrue's token response carries it. */
  expiresAt: number;
  expiresIn: number;
}

export interface AccessTokenClaims {
  userUuid: string;
  email: string;
  sessionId: string | null;
  expiresAt: number;
}

/** Thrown for any token that must not be accepted; `message` says why (shown in the 401 text). */
export class InvalidTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

const claimsSchema = z.object({
  sub: z.uuid(),
  email: z.string(),
  exp: z.number(),
  iat: z.number(),
  session_id: z.string().optional(),
});

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs an HS256 access token with GoTrue's claim set (sub, email, phone, role, app/user metadata). */
export async function signAccessToken(
  secret: string,
  input: SignAccessTokenInput,
): Promise<SignedAccessToken> {
  const issuedAt = input.now ?? Math.floor(Date.now() / 1000);
  const expiresIn = input.ttlSeconds ?? defaultAccessTokenTtlSeconds;
  const expiresAt = issuedAt + expiresIn;
  const provider = input.provider ?? 'email';
  const accessToken = await new SignJWT({
    email: input.email,
    phone: '',
    role: accessTokenAudience,
    app_metadata: { provider, providers: input.providers ?? [provider] },
    user_metadata: input.userMetadata ?? {},
    // GoTrue's assurance claims: one factor, by a one-time link or code (email) or a provider (oauth).
    aal: 'aal1',
    amr: [{ method: provider === 'email' ? 'otp' : 'oauth', timestamp: issuedAt }],
    is_anonymous: false,
    ...(input.issuer === undefined ? {} : { iss: input.issuer }),
    ...(input.sessionId === undefined ? {} : { session_id: input.sessionId }),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.userUuid)
    .setAudience(accessTokenAudience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
  return { accessToken, expiresAt, expiresIn };
}

/** Clocks of two hosts differ a little; a token issued further in the future than this was not issued by us. */
export const issuedAtSkewSeconds = 60;

/**
 * Verifies signature (HS256 only), expiry, audience and issue time (not in the future beyond a small clock
 * skew: such a token would outlive its lifetime); throws InvalidTokenError otherwise.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<AccessTokenClaims> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      audience: accessTokenAudience,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: new Date(nowSeconds * 1000),
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('token has expired');
    if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError(error.message);
    throw error;
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) {
    throw new InvalidTokenError(
      `unexpected claims: ${claims.error.issues.map((i) => i.path.join('.')).join(', ')}`,
    );
  }
  if (claims.data.iat > nowSeconds + issuedAtSkewSeconds)
    throw new InvalidTokenError('token issued in the future');
  return {
    userUuid: claims.data.sub,
    email: claims.data.email,
    sessionId: claims.data.session_id ?? null,
    expiresAt: claims.data.exp,
  };
}
