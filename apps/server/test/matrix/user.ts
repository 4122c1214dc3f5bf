import { ErrorCode } from '@quire/shared/errors';
import type { MatrixRow } from './types.js';

const everyone = { Owner: true, Member: true, Guest: true, NonMember: true };

/** The signed-in user's own routes: any session may use them, whatever workspaces it belongs to. */
export const matrixRows: MatrixRow[] = [
  { name: 'GET /api/user/profile', method: 'GET', path: () => '/api/user/profile', allowed: everyone },
  {
    name: 'GET /api/user/workspace',
    method: 'GET',
    path: () => '/api/user/workspace',
    // The outsider belongs to no workspace at all, which this route answers with 'Workspace info not found'.
    allowed: { ...everyone, NonMember: false },
    refusedWith: { NonMember: ErrorCode.RecordNotFound },
  },
  {
    name: 'POST /api/user/update',
    method: 'POST',
    path: () => '/api/user/update',
    body: () => ({ name: 'Renamed' }),
    allowed: everyone,
  },
];
