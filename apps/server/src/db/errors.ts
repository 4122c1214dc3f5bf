/**
 * True for a unique or primary-key violation on either dialect, so that commands can turn "already exists"
 * into RecordAlreadyExists. Duck-typed on the driver's code: under jest, better-sqlite3's error class may
 * come from another module registry, and `instanceof` would lie.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  // better-sqlite3 extended result codes; PostgreSQL SQLSTATE unique_violation.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
