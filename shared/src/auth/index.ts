// Accounts in the browser: sign-in flows, the login step of /auth/callback, sign-out and the current user.
import './register-refresher.js';

export { isValidSignInEmail } from './email.js';
export { AUTH_CALLBACK_PATH, authCallbackUrl } from './origin.js';
export {
  APP_PATH,
  storeRedirectTo,
  peekRedirectTo,
  takeRedirectTo,
  resolveRedirectTarget,
} from './redirect-target.js';
export { signInWithMagicLink, INVALID_EMAIL_MESSAGE } from './magic-link.js';
export { signInWithProvider, providerAuthorizeUrl, AUTH_PROVIDERS, type AuthProvider } from './providers.js';
export { browserNavigation } from './navigation.js';
export { loginFromUrl } from './login-from-url.js';
export { signOut } from './sign-out.js';
export {
  notePasswordRecovery,
  isPasswordRecoveryPending,
  clearPasswordRecovery,
} from './password-recovery.js';
export {
  passwordLength,
  rateLimited,
  rateLimitOf,
  passwordLengthRefusalOf,
  passwordChangeRefusalOf,
  type RateLimitRefusal,
  type PasswordLengthRefusal,
  type PasswordChangeRefusal,
} from './password-refusal.js';
export { usePasswordRefusalText } from './usePasswordRefusalText.js';
export { getAuthSettings, parseAuthSettings, type AuthSettings } from './settings.js';
export { exchangeRefreshToken, parseTokenGrant, refreshWithAuthService } from './token-grant.js';
export { parseUserProfile, type UserProfile } from './user-profile.js';
export { loadCurrentUser } from './current-user.js';
export { useCurrentUser, type CurrentUser } from './useCurrentUser.js';
