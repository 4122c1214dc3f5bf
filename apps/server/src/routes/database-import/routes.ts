import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import { importCsv } from '../../commands/database/importCsv.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { viewActor } from '../../policies/view.js';
import { presentCreatedPage } from '../../presenters/pageView.js';
import type { RouteContext } from '../context.js';
import { workspaceParamsSchema } from '../page-view/schema.js';
import { csvContentTypes, importCsvBodyLimit, importCsvQuerySchema } from './schema.js';

/**
 * `POST /api/workspace/{ws}/database/import-csv?parent_view_id=…&name=…` with the CSV as the raw body: a new
 * grid page, answered as page creation is. (AppFlowy's web calls `/database/import/csv*`, which its open-source
 * server lacks and whose shape is unpublished; this route is ours.)
 */
export function registerDatabaseImportRoutes(app: FastifyInstance, context: RouteContext): void {
  // A scope of its own: only here is a text body read as a string.
  void app.register((scope, _options, done) => {
    scope.removeContentTypeParser(['text/plain']);
    scope.addContentTypeParser(
      csvContentTypes,
      { parseAs: 'string', bodyLimit: importCsvBodyLimit },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
    registerRoutes(scope, context);
    done();
  });
}

function registerRoutes(app: FastifyInstance, { db, authenticate, config }: RouteContext): void {
  app.post(
    '/api/workspace/:workspace_id/database/import-csv',
    { preHandler: authenticate, bodyLimit: importCsvBodyLimit },
    async (request) => {
      const { workspace_id } = parseRequest(workspaceParamsSchema, request.params, 'params');
      const query = parseRequest(importCsvQuerySchema, request.query, 'query');
      const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
      const view = await importCsv(db, {
        workspaceId: workspace_id,
        actor,
        parentId: query.parent_view_id,
        name: query.name ?? 'Imported CSV',
        csv: typeof request.body === 'string' ? request.body : '',
        limits: config.limits,
        now: new Date(),
      });
      return okEnvelope(presentCreatedPage(view));
    },
  );
}
