import { ErrorCode } from '@quire/shared';

/**
 * The answers that mean "this workspace is not yours to see": unknown, foreign (the server does not tell the
 * two apart), malformed id. Anything else (a network failure, a server error) is a failure worth a retry.
 */
const noAccessCodes: ReadonlySet<number> = new Set([
  ErrorCode.NotEnoughPermissions,
  ErrorCode.RecordNotFound,
  ErrorCode.InvalidRequest,
  ErrorCode.WorkspaceNotFound,
]);

export function isNoAccess(errorCode: number | null): boolean {
  return errorCode !== null && noAccessCodes.has(errorCode);
}
