/**
 * The sign-in e-mail check of spec 001 §5 (VAL-08..11), in the spirit of the common `isEmail` validators:
 * at most 254 characters, a dot-atom local part of at most 64, and a domain of at least two labels whose
 * last (the top-level domain) is letters or punycode. Quoted local parts and IP-address domains are
 * refused: nobody signs in with them, and accepting them would only widen what the mailer must handle.
 */
const MAX_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
const MAX_DOMAIN_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
const TOP_LEVEL_DOMAIN = /^(?:\p{L}{2,}|xn--[a-z0-9-]{2,})$/iu;

export function isValidSignInEmail(email: string): boolean {
  if (email.length > MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > MAX_LOCAL_LENGTH || !LOCAL_PART.test(local)) return false;
  if (domain.length > MAX_DOMAIN_LENGTH) return false;
  const labels = domain.split('.');
  const tld = labels[labels.length - 1];
  if (labels.length < 2 || tld === undefined || !TOP_LEVEL_DOMAIN.test(tld)) return false;
  return labels.every((label) => label.length <= MAX_LABEL_LENGTH && DOMAIN_LABEL.test(label));
}
