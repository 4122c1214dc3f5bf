import { isValidSignInEmail } from './email.js';

describe('the sign-in e-mail check', () => {
  const local64 = 'a'.repeat(64);
  const longDomain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(50)}.com`;

  it.each([
    'ada@example.com',
    'ada.lovelace+quire@mail.example.co.uk',
    "o'brien@example.ie",
    `${local64}@example.com`,
    'x@xn--80ak6aa92e.xn--p1ai',
    'a@b-c.io',
  ])('VAL-08 / accepts %s', (email) => {
    expect(isValidSignInEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'ada.example.com'],
    ['no local part', '@example.com'],
    ['VAL-10 / local part of 65 characters', `${local64}a@example.com`],
    ['VAL-09 / over 254 characters with valid labels', `${local64}@${longDomain}`],
    ['VAL-11 / no top-level domain', 'ada@localhost'],
    ['VAL-11 / numeric top-level domain', 'ada@example.123'],
    ['VAL-11 / one-letter top-level domain', 'ada@example.c'],
    ['VAL-11 / empty label', 'ada@example..com'],
    ['VAL-11 / label starting with a hyphen', 'ada@-example.com'],
    ['VAL-11 / IP literal', 'ada@[127.0.0.1]'],
    ['two @', 'ada@lovelace@example.com'],
    ['space', 'ada lovelace@example.com'],
    ['leading dot', '.ada@example.com'],
    ['double dot in the local part', 'ada..l@example.com'],
    ['header injection', 'ada@example.com\r\nBcc: eve@example.com'],
    ['quoted local part', '"ada"@example.com'],
  ])('VAL-08 / refuses %s', (_case, email) => {
    expect(isValidSignInEmail(email)).toBe(false);
  });

  it('VAL-09 / the limit of 254 is inclusive', () => {
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.com`;
    const email = `${'a'.repeat(254 - 1 - domain.length)}@${domain}`;
    expect(email.length).toBe(254);
    expect(email.split('@')[0]!.length).toBeLessThanOrEqual(64);
    expect(isValidSignInEmail(email)).toBe(true);
    expect(isValidSignInEmail(`a${email}`)).toBe(false);
  });
});
