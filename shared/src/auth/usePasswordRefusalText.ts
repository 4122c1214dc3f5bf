import { useSharedTranslation } from '../i18n/useSharedTranslation.js';
import { i18n } from '../i18n/instance.js';
import { FALLBACK_LOCALE } from '../i18n/locales.js';
import { waitPhrase } from '../i18n/wait-phrase.js';
import type { PasswordLengthRefusal, RateLimitRefusal } from './password-refusal.js';

/**
 * The words of the refusals every password screen meets (a length limit, a rate limit's wait), one text each in
 * the reader's language, with the limit or the wait the server said.
 */
export function usePasswordRefusalText(): (refusal: PasswordLengthRefusal | RateLimitRefusal) => string {
  const { t } = useSharedTranslation();
  return (refusal) => {
    switch (refusal.kind) {
      case 'passwordTooShort':
        return refusal.minimum === null
          ? t('refusal.passwordTooShort', 'This password is too short. Choose a longer one.')
          : t('refusal.passwordMinLength', 'The password needs at least {{minimum}} characters.', {
              minimum: refusal.minimum,
            });
      case 'passwordTooLong':
        return refusal.maximum === null
          ? t('refusal.passwordTooLong', 'This password is too long. Choose a shorter one.')
          : t('refusal.passwordMaxLength', 'The password may have at most {{maximum}} characters.', {
              maximum: refusal.maximum,
            });
      case 'rateLimited':
        return refusal.seconds === null
          ? t('refusal.rateLimited', 'Too many attempts. Wait a moment, then try again.')
          : t('refusal.rateLimitedFor', 'Too many attempts. Try again {{wait}}.', {
              wait: waitPhrase(refusal.seconds, i18n.resolvedLanguage ?? FALLBACK_LOCALE),
            });
    }
  };
}
