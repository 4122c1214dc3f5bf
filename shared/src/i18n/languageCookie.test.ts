import { LANGUAGE_COOKIE, languageCookieOf, languageCookieString, writeLanguageCookie } from './locales.js';

describe('the language cookie (issue 11)', () => {
  it('I18N-07 / only a shipped locale is written or read back', () => {
    expect(languageCookieString('de-DE', true)).toBe(
      `${LANGUAGE_COOKIE}=de-DE; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    expect(languageCookieString('de', false)).toBeUndefined();
    expect(languageCookieString('x; Path=/admin', false)).toBeUndefined();
    expect(languageCookieOf('a=1; quire_lang=zh-CN')).toBe('zh-CN');
    expect(languageCookieOf('quire_lang=zh-cn')).toBeUndefined();
    expect(languageCookieOf('quire_lang=<script>')).toBeUndefined();
    expect(languageCookieOf(undefined)).toBeUndefined();
  });

  it('I18N-07 / written in a browser for a shipped locale, never for another', () => {
    writeLanguageCookie('xx');
    expect(document.cookie).not.toContain(LANGUAGE_COOKIE);
    writeLanguageCookie('ja-JP');
    expect(document.cookie.split('; ')).toContain('quire_lang=ja-JP');
  });
});
