import { I18N_INSTANCE_ID } from '../instances.js';
import { configureI18n, createI18nInstance, i18n, initI18n, readI18nInstanceId } from './instance.js';
import { FALLBACK_LOCALE, SUPPORTED_LOCALES, isRtlLocale, matchSupportedLocale } from './locales.js';

type Answer = { status: number; body?: Record<string, unknown> } | 'network-error' | 'hold';

/** A fetch whose answers are decided per URL; it records when each URL was asked for. */
function installFetch(answer: (url: string, attempt: number) => Answer) {
  const calls: { url: string; at: number }[] = [];
  const held: (() => void)[] = [];
  const fetchMock = jest.fn((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const attempt = calls.filter((call) => call.url === url).length;
    calls.push({ url, at: Date.now() });
    const decided = answer(url, attempt);
    if (decided === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    const respond = (status: number, body: unknown) =>
      ({
        ok: status >= 200 && status < 300,
        status,
        statusText: status === 404 ? 'Not Found' : 'Error',
        text: () => Promise.resolve(JSON.stringify(body ?? {})),
      }) as Response;
    if (decided === 'hold') {
      return new Promise<Response>((resolve) =>
        held.push(() => {
          resolve(respond(200, {}));
        }),
      );
    }
    return Promise.resolve(respond(decided.status, decided.body));
  });
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchMock });
  return { calls, held, fetchMock };
}

const path = (lng: string) => `/locales/${lng}/translation.json`;

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('translation loading', () => {
  it('I18N-08 I18N-09 / retries a failing read 5 times, 350 ms first and doubling, then gives up', async () => {
    jest.useFakeTimers({ now: 0 });
    const { calls } = installFetch(() => ({ status: 503 }));
    const ready = configureI18n(createI18nInstance('retry-test'), { lng: 'en' });
    await jest.advanceTimersByTimeAsync(20_000);
    const instance = await ready;
    expect(calls.map((call) => call.at)).toEqual([0, 350, 1050, 2450, 5250, 10850]);
    expect(instance.t('anything', 'Default text')).toBe('Default text');
  });

  it('I18N-08 / a read that fails on the network and then succeeds is used', async () => {
    jest.useFakeTimers({ now: 0 });
    const { calls } = installFetch((_url, attempt) =>
      attempt < 2 ? 'network-error' : { status: 200, body: { greeting: 'Hello' } },
    );
    const ready = configureI18n(createI18nInstance('network-test'), { lng: 'en' });
    await jest.advanceTimersByTimeAsync(2_000);
    const instance = await ready;
    expect(calls.map((call) => call.at)).toEqual([0, 350, 1050]);
    expect(instance.t('greeting')).toBe('Hello');
  });

  it('I18N-06 / a missing locale file is not retried and English is used; missing keys fall back to en', async () => {
    const { calls } = installFetch((url) => {
      if (url === path('de-DE')) return { status: 200, body: { shared: 'Geteilt' } };
      if (url === path('en'))
        return { status: 200, body: { shared: 'Shared', onlyEnglish: 'Only in English' } };
      return { status: 404 };
    });
    const german = await configureI18n(createI18nInstance('fallback-de'), { lng: 'de-DE' });
    expect(german.t('shared')).toBe('Geteilt');
    expect(german.t('onlyEnglish')).toBe('Only in English');
    expect(calls.map((call) => call.url).sort()).toEqual([path('de-DE'), path('en')]);

    calls.length = 0;
    const french = await configureI18n(createI18nInstance('fallback-fr'), { lng: 'fr-FR' });
    expect(french.t('shared')).toBe('Shared');
    expect(calls.filter((call) => call.url === path('fr-FR'))).toHaveLength(1);
  });

  it('I18N-10 / at most 10 translation reads run at once', async () => {
    const { calls, held } = installFetch((url) => (url === path('en') ? { status: 200, body: {} } : 'hold'));
    const instance = await configureI18n(createI18nInstance('parallel-test'), { lng: 'en' });
    calls.length = 0;
    const namespaces = Array.from({ length: 14 }, (_, n) => `ns${n}`);
    const loading = instance.loadNamespaces(namespaces);
    await Promise.resolve();
    expect(calls).toHaveLength(10);
    while (held.length > 0) {
      held.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await loading;
    expect(calls).toHaveLength(14);
  });
});

describe('language detection', () => {
  function setBrowserLanguages(languages: string[]) {
    Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
    Object.defineProperty(window.navigator, 'language', { configurable: true, get: () => languages[0] });
  }

  beforeEach(() => {
    installFetch(() => ({ status: 200, body: {} }));
  });

  it('I18N-07 CCH-20 / follows the browser language, mapped to a shipped locale, and caches it in i18nextLng', async () => {
    setBrowserLanguages(['de-AT', 'en']);
    const instance = await configureI18n(createI18nInstance('detect-browser'));
    expect(instance.language).toBe('de-DE');
    expect(localStorage.getItem('i18nextLng')).toBe('de-DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('CCH-20 / a language saved in i18nextLng wins over the browser', async () => {
    setBrowserLanguages(['de-DE']);
    localStorage.setItem('i18nextLng', 'ja-JP');
    expect((await configureI18n(createI18nInstance('detect-saved'))).language).toBe('ja-JP');
  });

  it('I18N-06 / an unsupported browser language falls back to en', async () => {
    setBrowserLanguages(['xx-YY']);
    expect((await configureI18n(createI18nInstance('detect-unknown'))).language).toBe('en');
  });

  it('maps browser tags onto shipped locales', () => {
    expect(matchSupportedLocale('zh_cn')).toBe('zh-CN');
    expect(matchSupportedLocale('fr')).toBe('fr-FR');
    expect(matchSupportedLocale('en-GB')).toBe('en');
    expect(matchSupportedLocale('xx-YY')).toBe('xx-YY');
    expect(isRtlLocale('ar-SA')).toBe(true);
    expect(isRtlLocale('he')).toBe(true);
    expect(isRtlLocale('de-DE')).toBe(false);
  });
});

describe('the page instance', () => {
  it('I18N-05 I18N-06 / ships en first among its locales, falls back to en', () => {
    expect(FALLBACK_LOCALE).toBe('en');
    expect(SUPPORTED_LOCALES).toEqual(expect.arrayContaining(['en', 'de-DE', 'fr-FR', 'ja-JP', 'zh-CN']));
  });

  it('initialises once, however many remotes ask, and carries the instance id', async () => {
    installFetch(() => ({ status: 200, body: { appName: 'Quire' } }));
    const first = initI18n({ loadPath: '/locales/{{lng}}/{{ns}}.json' });
    const second = initI18n({ loadPath: '/elsewhere/{{lng}}.json' });
    expect(second).toBe(first);
    expect(await first).toBe(i18n);
    expect(readI18nInstanceId(i18n)).toBe(I18N_INSTANCE_ID);
    expect(i18n.t('appName')).toBe('Quire');
  });
});
