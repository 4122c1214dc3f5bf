import { isValidSignInEmail } from './email.js';

const local64 = 'a'.repeat(64);
const label63 = 'b'.repeat(63);
// 64 + 1 + (63 + 1) * 2 + 58 + 1 + 2 = 254 characters.
const longest = `${local64}@${label63}.${label63}.${'c'.repeat(58)}.io`;

describe('the sign-in e-mail check', () => {
  it.each([
    ['VAL-08', 'ada@example.com'],
    ['VAL-08', 'ada.lovelace+quire@mail.example.co.uk'],
    ['VAL-08', "o'brien_{x}@example.org"],
    ['VAL-08', 'user@xn--bcher-kva.example'],
    ['VAL-08', 'user@sub-domain.example.travel'],
    ['VAL-08', 'josé@exämple.de'],
    ['VAL-10', `${local64}@example.com`],
    ['VAL-09', longest],
  ])('%s / accepts %s', (_id, email) => {
    expect(isValidSignInEmail(email)).toBe(true);
  });

  it.each([
    ['VAL-08', ''],
    ['VAL-08', 'plainaddress'],
    ['VAL-08', '@example.com'],
    ['VAL-08', 'ada@'],
    ['VAL-08', 'ada@@example.com'],
    ['VAL-08', 'ada lovelace@example.com'],
    ['VAL-08', '.ada@example.com'],
    ['VAL-08', 'ada.@example.com'],
    ['VAL-08', 'ada..lovelace@example.com'],
    ['VAL-08', '"ada"@example.com'],
    ['VAL-10', `${local64}a@example.com`],
    ['VAL-09', `${longest.slice(0, -2)}com`],
    ['VAL-11', 'ada@localhost'],
    ['VAL-11', 'ada@example'],
    ['VAL-11', 'ada@example.c'],
    ['VAL-11', 'ada@example.123'],
    ['VAL-11', 'ada@192.168.0.1'],
    ['VAL-11', 'ada@-example.com'],
    ['VAL-11', 'ada@example-.com'],
    ['VAL-11', 'ada@exa_mple.com'],
    ['VAL-11', 'ada@example..com'],
    ['VAL-11', `ada@${label63}b.com`],
  ])('%s / refuses %j', (_id, email) => {
    expect(isValidSignInEmail(email)).toBe(false);
  });

  it('VAL-09 / the longest accepted address is 254 characters', () => {
    expect(longest).toHaveLength(254);
    expect(`${longest.slice(0, -2)}com`).toHaveLength(255);
  });
});
