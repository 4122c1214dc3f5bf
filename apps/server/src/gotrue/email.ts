/**
 * The spec's sign-in e-mail check (001 §5): at most 254 characters, a local part of at most 64, and a
 * valid domain with a top-level domain. The local part is RFC 5322's dot-atom (no quoted strings: no
 * mail provider hands those out, and they are a classic injection vector in mail headers).
 */
const maxLength = 254;
const maxLocalLength = 64;
const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainLabel = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** Letters only (`com`, `museum`) or an IDNA TLD (`xn--p1ai`). */
const topLevelDomain = /^([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isValidSignInEmail(email: string): boolean {
  if (email.length === 0 || email.length > maxLength) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > maxLocalLength || !localPart.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? '';
  return labels.every((label) => domainLabel.test(label)) && topLevelDomain.test(tld);
}
