/** The header a protected page's password travels in (never the URL: URLs are logged). */
export const publishPasswordHeader = 'x-publish-password';

export type PasswordRequest =
  | { method: 'GET'; headers: Record<string, string> }
  | { method: 'POST'; headers: Record<string, string>; body: { password: string } };

// fetch refuses header values beyond Latin-1 and trims surrounding spaces, so such a password goes in a
// POSTed body instead, which the server reads the same way.
const headerSafe = /^[\x21-\x7e\xa1-\xff](?:[\x20-\x7e\xa0-\xff]*[\x21-\x7e\xa1-\xff])?$/;

/** How to send a read of a protected page: nothing without a password, the header when it can carry it. */
export function passwordRequest(password: string | undefined): PasswordRequest {
  if (password === undefined) return { method: 'GET', headers: {} };
  if (headerSafe.test(password)) return { method: 'GET', headers: { [publishPasswordHeader]: password } };
  return { method: 'POST', headers: {}, body: { password } };
}

/** The key a typed password is kept under (in memory, for this page only). */
export function passwordKey(namespace: string, publishName: string): string {
  return `${namespace}/${publishName}`;
}
