// Secrets must never reach a log line: AppFlowy's verify route carries an access token in its path, OAuth and
// magic-link callbacks carry codes in the query, and mistakes in a client can put tokens anywhere in a URL.

/** Query parameters whose values are secrets (compared without case). */
const secretParameters = [
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'token_hash',
  'code',
  'code_verifier',
  'password',
  'current_password',
  'new_password',
  'invite_code',
  'client_secret',
];

export const redacted = '[redacted]';

const verifyPath = /(\/api\/user\/verify\/)[^\s?#/"']+/gi;
// The invite link page carries the workspace's join code in its path.
const invitedPath = /(\/app\/invited\/)[^\s?#/"']+/gi;
const secretQuery = new RegExp(`([?&;](?:${secretParameters.join('|')})=)[^&#\\s"']*`, 'gi');
const fragment = /#[^\s"']*/g;
const bearer = /\b(bearer\s+)[\w.~+/-]+=*/gi;

/** Field names whose values are secrets wherever they appear in a logged object. */
const secretFields = new Set([
  ...secretParameters,
  'password_hash',
  'x-publish-password',
  'authorization',
  'cookie',
  'link',
  'jwt_secret',
  'secret',
]);

/** A logged object with secret fields replaced and every string redacted, a few levels deep. */
export function redactObject(value: Record<string, unknown>, depth = 0): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      secretFields.has(key.toLowerCase()) ? redacted : redactValue(item, depth + 1),
    ]),
  );
}

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => redactValue(item, depth + 1));
  // Plain records only (Node keeps headers in prototype-less ones); errors and requests have their serializers.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return redactObject(value as Record<string, unknown>, depth);
}

/** `text` (a URL, a message, a header) with every secret it may carry replaced by a marker. */
export function redactSecrets(text: string): string {
  return text
    .replace(verifyPath, `$1${redacted}`)
    .replace(invitedPath, `$1${redacted}`)
    .replace(secretQuery, `$1${redacted}`)
    .replace(bearer, `$1${redacted}`)
    .replace(fragment, (match) => (match.length > 1 ? `#${redacted}` : match));
}
