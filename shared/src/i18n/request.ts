import type { HttpBackendOptions, RequestCallback } from 'i18next-http-backend';

/**
 * The backend's request function, over the global fetch looked up at call time. Its status codes drive
 * i18next's retries (I18N-08, I18N-09): a network failure is reported as status 0 and a 5xx as itself, both
 * of which the backend marks retryable, so i18next re-reads after 350 ms, doubling each time, up to 5
 * times; a 4xx (a missing locale file) is final and the fallback language is used.
 */
export const fetchTranslations: NonNullable<HttpBackendOptions['request']> = (
  _options,
  url,
  _payload,
  callback: RequestCallback,
) => {
  globalThis
    .fetch(url, { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) {
        callback(response.statusText || `HTTP ${response.status}`, { status: response.status, data: '' });
        return;
      }
      callback(null, { status: response.status, data: await response.text() });
    })
    .catch((error: unknown) => {
      callback(error, { status: 0, data: '' });
    });
};
