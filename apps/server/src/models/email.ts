/**
 * The one form an e-mail address is stored and compared in: sign-in, invitations, member lookups and policies all
 * match addresses through it, so "Ann@Example.com " and "ann@example.com" are one person everywhere.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
