import { authApi } from '../api/client.js';
import { clearToken, currentToken } from '../session/session.js';
import { clearPasswordRecovery } from './password-recovery.js';

/**
 * Signs out: asks the auth service to end the session (`POST /logout`, best effort: an unreachable
 * service must not keep anyone signed in on this device), then clears it locally (session_invalid; other
 * tabs follow through the storage event).
 */
export async function signOut(): Promise<void> {
  if (currentToken() === null) return;
  try {
    await authApi.post('/logout', undefined, { auth: true });
  } catch (error) {
    console.warn('The auth service could not end the session; signing out on this device only', error);
  }
  // A failed refresh on the way may have cleared it already.
  if (currentToken() !== null) clearToken();
  clearPasswordRecovery();
}
