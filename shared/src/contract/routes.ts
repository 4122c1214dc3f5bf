import { accountRoutes } from './routes/account.js';
import { commentRoutes } from './routes/comments.js';
import { databaseRoutes } from './routes/database.js';
import { duplicateAccessRoutes } from './routes/duplicateAccess.js';
import { fileRoutes } from './routes/files.js';
import { pageRoutes } from './routes/pages.js';
import { publishRoutes } from './routes/publish.js';
import type { ApiRoute } from './routes/types.js';
import { workspaceRoutes } from './routes/workspace.js';

export type { ApiRoute, HttpMethod } from './routes/types.js';

/**
 * The main API's routes, one file per area under `routes/`. The OpenAPI document is generated from this table
 * and the server's contract test calls every row, so a route is added to its area's file when it is added to
 * the server.
 */
export const apiRoutes: readonly ApiRoute[] = [
  ...accountRoutes,
  ...workspaceRoutes,
  ...pageRoutes,
  ...fileRoutes,
  ...publishRoutes,
  ...commentRoutes,
  ...duplicateAccessRoutes,
  ...databaseRoutes,
];
