import {
  AppError,
  INVALID_EMAIL_MESSAGE,
  authApi,
  authCallbackUrl,
  isValidSignInEmail,
  loginFromUrl,
  storeRedirectTo,
} from '@quire/shared';

// The sign-ins this remote adds to shared's magic link and providers: the 6-digit code of a mail, and passwords
// (when the server has them on). Requests go through shared's auth client; components only call these.

/** The mails that carry a code: a magic link's, a password sign-up's confirmation, a password reset's. */
export type MailedCodeKind = 'magiclink' | 'signup' | 'recovery';

function logFailure(step: string, error: unknown): void {
  console.error(`Sign-in failed (${step})`, error);
}

/** The address trimmed, or the InvalidEmail rejection shared's magic link gives (VAL-12), before any request. */
function checkedEmail(email: string): string {
  const address = email.trim();
  if (!isValidSignInEmail(address)) throw new AppError('InvalidEmail', INVALID_EMAIL_MESSAGE);
  return address;
}

function tokenOf(grant: unknown, field: 'access_token' | 'refresh_token'): string {
  const value =
    typeof grant === 'object' && grant !== null ? (grant as Record<string, unknown>)[field] : null;
  if (typeof value !== 'string' || value === '') {
    throw new AppError('SerdeError', 'The auth service answered with a token that could not be read.');
  }
  return value;
}

/**
 * A token response becomes a session exactly as a followed link's redirect does: it is handed to the login step
 * of the login-redirect screen in the form the auth service's redirect carries it, so the user is verified
 * (created with a first workspace on a first sign-in), refreshed once, saved, and the stored `redirectTo` taken.
 * Resolves with the path to open.
 */
function openSession(grant: unknown, type: string): Promise<string> {
  const hash = new URLSearchParams({
    access_token: tokenOf(grant, 'access_token'),
    refresh_token: tokenOf(grant, 'refresh_token'),
    token_type: 'bearer',
    type,
  });
  return loginFromUrl(`${authCallbackUrl()}#${hash.toString()}`);
}

/** A refused request is logged, then re-raised (LOG-16); the login step logs its own failures. */
async function logged<T>(step: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    logFailure(step, error);
    throw error;
  }
}

/**
 * `POST /verify {email, token, type}`: the code typed instead of following the link. The target was stored when
 * the mail was asked for. A wrong, used or expired code is refused with UserUnAuthorized (GoTrue's otp_expired).
 */
export async function signInWithEmailCode(
  email: string,
  code: string,
  kind: MailedCodeKind,
): Promise<string> {
  const address = checkedEmail(email);
  const grant = await logged(
    'code',
    authApi.post<unknown>('/verify', { email: address, token: code, type: kind }),
  );
  return openSession(grant, kind);
}

/** `POST /token?grant_type=password`; a wrong password and an unknown address are one InvalidPassword. */
export async function signInWithPassword(
  email: string,
  password: string,
  redirectTo: string,
): Promise<string> {
  const address = checkedEmail(email);
  storeRedirectTo(redirectTo);
  const grant = await logged(
    'password',
    authApi.post<unknown>('/token', { email: address, password }, { query: { grant_type: 'password' } }),
  );
  return openSession(grant, 'password');
}

/**
 * `POST /signup`: nothing is created until the mailed link (or its code) confirms the address, which then signs
 * in and comes back to `redirectTo`. A password the server finds too short or long is InvalidPassword.
 */
export async function signUpWithPassword(email: string, password: string, redirectTo: string): Promise<void> {
  const address = checkedEmail(email);
  storeRedirectTo(redirectTo);
  await logged(
    'sign-up',
    authApi.post<unknown>(
      '/signup',
      { email: address, password },
      { headers: { Redirect_to: authCallbackUrl() } },
    ),
  );
}

/** `POST /recover`: mails a link (and code) that signs in, after which a new password can be chosen. */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const address = checkedEmail(email);
  storeRedirectTo(redirectTo);
  await logged(
    'password reset',
    authApi.post<unknown>('/recover', { email: address }, { headers: { Redirect_to: authCallbackUrl() } }),
  );
}

/**
 * Whether the server has password sign-in on: GoTrue's `external.email` in `GET /settings`, which shared's
 * AuthSettings does not carry. Read beside shared's getAuthSettings, the two share one request (the client's
 * identical concurrent reads do). Anything but an explicit `true` is off, as for the providers.
 */
export async function readPasswordSignIn(): Promise<boolean> {
  const settings = await authApi.get<unknown>('/settings');
  const external =
    typeof settings === 'object' && settings !== null
      ? (settings as Record<string, unknown>).external
      : undefined;
  return (
    typeof external === 'object' && external !== null && (external as Record<string, unknown>).email === true
  );
}
