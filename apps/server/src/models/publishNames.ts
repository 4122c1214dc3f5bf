import { namespaceLimits, publishNameMaxBytes, reservedNamespaces } from '@quire/shared/contract';
import { AppError } from '@quire/shared/errors';

// The name rules of publishing (reference §4, spec 001 §7). Publish names follow AppFlowy: any Unicode letter
// or digit, '-' and '_', at most 128 UTF-8 bytes. Namespaces are the first segment of every published URL,
// so they are stricter: ASCII only (no look-alike letters in a link), 2–64 characters, not a route of the app.

const publishNameChar = /^[\p{Alphabetic}\p{N}_-]$/u;
const namespacePattern = /^[A-Za-z0-9_-]+$/;
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const reserved = new Set<string>(reservedNamespaces);

/** The publish name as given, or PublishNameTooLong (1052) / PublishNameInvalidCharacter (1051). */
export function checkPublishName(name: string): string {
  if (Buffer.byteLength(name, 'utf8') > publishNameMaxBytes) {
    throw new AppError('PublishNameTooLong', `A publish name is at most ${publishNameMaxBytes} bytes`);
  }
  if (name.length === 0) throw new AppError('PublishNameInvalidCharacter', 'A publish name cannot be empty');
  for (const char of name) {
    if (!publishNameChar.test(char)) {
      // The character is named (as AppFlowy does) in JSON-escaped form, so a control character stays visible.
      throw new AppError(
        'PublishNameInvalidCharacter',
        `The publish name contains ${JSON.stringify(char)}: only letters, digits, '-' and '_' are allowed`,
      );
    }
  }
  return name;
}

/**
 * The name a page is published under when none is given: the start of its name (up to 13 characters, any
 * other character turned into '-') and its id, so it is unique in the workspace without a lookup.
 */
export function defaultPublishName(viewName: string, viewId: string): string {
  // Code points, not graphemes: a default name only needs to be valid and recognisable.
  const start = Array.from(viewName)
    .slice(0, 13)
    .map((char) => (publishNameChar.test(char) ? char : '-'))
    .join('');
  return start.length === 0 ? viewId : `${start}-${viewId}`;
}

/** A namespace an Owner asks for, or the code naming what is wrong with it (1047, 1048, 1053, 1049). */
export function checkNamespace(namespace: string): string {
  if (namespace.length < namespaceLimits.min) {
    throw new AppError(
      'CustomNamespaceTooShort',
      `A namespace has at least ${namespaceLimits.min} characters`,
    );
  }
  if (namespace.length > namespaceLimits.max) {
    throw new AppError('CustomNamespaceTooLong', `A namespace has at most ${namespaceLimits.max} characters`);
  }
  if (!namespacePattern.test(namespace)) {
    throw new AppError(
      'CustomNamespaceInvalidCharacter',
      "A namespace may only hold the letters a–z and A–Z, digits, '-' and '_'",
    );
  }
  // A UUID-shaped namespace could name another workspace's original namespace (its id).
  if (reserved.has(namespace.toLowerCase()) || uuidShape.test(namespace)) {
    throw new AppError('CustomNamespaceReserved', 'This namespace is reserved');
  }
  return namespace;
}

export function isUuidShaped(text: string): boolean {
  return uuidShape.test(text);
}
