import { createI18nInstance } from '@quire/shared';
import { detectLanguage, loadPageTranslations } from './loadTranslations';

type Answer = { status: number; body?: unknown } | 'network-error';

/** A fetch answering per URL; it records when each URL was asked for. */
function installFetch(answer: (url: string, attempt: number) => Answer) {
  const calls: { url: string; at: number }[] = [];
  const fetchMock = jest.fn((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const attempt = calls.filter((call) => call.url === url).length;
    calls.push({ url, at: Date.now() });
    const decided = answer(url, attempt);
    if (decided === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve({
      ok: decided.status >= 200 && decided.status < 300,
      status: decided.status,
      text: () => Promise.resolve(JSON.stringify(decided.body ?? {})),
    } as Response);
  });
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchMock });
  return calls;
}

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
  Object.defineProperty(window.navigator, 'language', { configurable: true, get: () => languages[0] });
}

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('the page entry loads its translations as the app does', () => {
  it('I18N-07 CCH-20 / the saved language wins, else the browser mapped to a shipped locale, else en', () => {
    setBrowserLanguages(['xx-YY', 'de-AT', 'en']);
    expect(detectLanguage()).toBe('de-DE');
    localStorage.setItem('i18nextLng', 'ja-JP');
    expect(detectLanguage()).toBe('ja-JP');
    localStorage.setItem('i18nextLng', 'xx');
    setBrowserLanguages(['xx-YY']);
    expect(detectLanguage()).toBe('en');
  });

  it('I18N-06 I18N-07 / reads the language and en, falls back per key, saves the language (localStorage and its cookie) and sets <html lang dir>', async () => {
    setBrowserLanguages(['fr-CA']);
    const calls = installFetch((url) => {
      if (url === '/locales/fr-FR/translation.json')
        return { status: 200, body: { a: { b: 'Bonjour {{name}}' } } };
      if (url === '/locales/en/translation.json')
        return { status: 200, body: { a: { b: 'Hello' }, only: 'Only en' } };
      return { status: 404 };
    });
    const instance = await loadPageTranslations(createI18nInstance('page-load-test'));
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/locales/en/translation.json',
      '/locales/fr-FR/translation.json',
    ]);
    expect(instance.language).toBe('fr-FR');
    expect(instance.t('a.b', { name: 'Ada' })).toBe('Bonjour Ada');
    expect(instance.t('only')).toBe('Only en');
    expect(instance.t('missing', 'Défaut')).toBe('Défaut');
    expect(localStorage.getItem('i18nextLng')).toBe('fr-FR');
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(document.documentElement.dir).toBe('ltr');
    // And in a cookie, for the server's copy of the next published page (issue 11).
    expect(document.cookie.split('; ')).toContain('quire_lang=fr-FR');
  });

  it('I18N-08 I18N-09 / a failing read is retried 5 times, 350 ms first and doubling; then the defaults show', async () => {
    jest.useFakeTimers({ now: 0 });
    setBrowserLanguages(['en']);
    const calls = installFetch(() => ({ status: 503 }));
    const ready = loadPageTranslations(createI18nInstance('page-retry-test'));
    await jest.advanceTimersByTimeAsync(20_000);
    const instance = await ready;
    expect(calls.map((call) => call.at)).toEqual([0, 350, 1050, 2450, 5250, 10850]);
    expect(instance.t('anything', 'Default text')).toBe('Default text');
  });

  it('I18N-08 / a network failure then a success is used; a missing file (4xx) is not retried', async () => {
    jest.useFakeTimers({ now: 0 });
    setBrowserLanguages(['de-DE']);
    const calls = installFetch((url, attempt) => {
      if (url.includes('/de-DE/'))
        return attempt < 2 ? 'network-error' : { status: 200, body: { k: 'Wert' } };
      return { status: 404 };
    });
    const ready = loadPageTranslations(createI18nInstance('page-network-test'));
    await jest.advanceTimersByTimeAsync(2_000);
    const instance = await ready;
    expect(calls.filter((call) => call.url.includes('/de-DE/')).map((call) => call.at)).toEqual([
      0, 350, 1050,
    ]);
    expect(calls.filter((call) => call.url.includes('/en/'))).toHaveLength(1);
    expect(instance.t('k')).toBe('Wert');
  });
});
