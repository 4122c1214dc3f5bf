/**
 * The one form an e-mail address is stored and compared in: sign-in, invitations, member lookups and policies all
 * match addresses through it, so "Ann@Example.com " and "ann@example.com" are one person everywhere.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The name an account starts with when nobody gave one (a magic link, an identity without a name): the local part. */
export function defaultNameOf(email: string): string {
  return email.slice(0, email.lastIndexOf('@'));
}

/**
 * Whether `name` is (a piece of) the person's address rather than a name they chose: empty, an address, or the
 * default `defaultNameOf` gave them. Such a name may be shown to workspace members, never to the public.
 */
export function nameShowsAddress(name: string, email: string): boolean {
  const shown = name.trim().toLowerCase();
  const address = normaliseEmail(email);
  return shown === '' || shown.includes('@') || shown === address || shown === defaultNameOf(address);
}
