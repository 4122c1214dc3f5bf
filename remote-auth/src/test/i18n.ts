import { createI18nInstance } from '@quire/shared';
import { initReactI18next } from 'react-i18next';

/** The id stamped on the tests' translation instance, as shared stamps the page's. */
export const TEST_I18N_INSTANCE_ID = 'test-i18n-instance';

// Tests read the English defaults passed to t(); the page's instance (shared's initI18n) loads over HTTP.
void createI18nInstance(TEST_I18N_INSTANCE_ID)
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: {} } }, interpolation: { escapeValue: false } });
