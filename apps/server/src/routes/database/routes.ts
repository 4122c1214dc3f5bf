import { readDatabase } from '@quire/shared/collab';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import { addDatabaseField } from '../../commands/database/addDatabaseField.js';
import type { EditTarget } from '../../commands/database/commitEdit.js';
import { listDatabases } from '../../commands/database/listDatabases.js';
import { openDatabase } from '../../commands/database/openDatabase.js';
import {
  databaseRowIds,
  orderedFields,
  readRowDetails,
  rowsUpdatedAfter,
} from '../../commands/database/readRows.js';
import { createDatabaseRow, upsertDatabaseRow } from '../../commands/database/writeRow.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { viewActor } from '../../policies/view.js';
import { presentDatabaseField } from '../../presenters/databaseField.js';
import { presentDatabaseList } from '../../presenters/databaseList.js';
import { presentRowDetail } from '../../presenters/databaseRow.js';
import type { RouteContext } from '../context.js';
import { workspaceParamsSchema } from '../page-view/schema.js';
import {
  addFieldBodySchema,
  addRowBodySchema,
  parseDatabaseParams,
  parseRowDetailQuery,
  parseRowUpdatedQuery,
  rowBodyLimit,
  upsertRowBodySchema,
} from './schema.js';

const database = '/api/workspace/:workspace_id/database/:database_id';

/**
 * AppFlowy Cloud's database REST API (issue 24), so scripts written for AppFlowy work here: reads through the one
 * collab policy (guests read), writes through the model and the web-update path (members and the owner).
 */
export function registerDatabaseRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db, authenticate, config, collabs } = context;

  const actorFor = async (request: FastifyRequest) => {
    const { workspace_id, database_id } = parseDatabaseParams(request.params);
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    return { workspaceId: workspace_id, databaseId: database_id, actor };
  };
  const editTarget = (caller: Awaited<ReturnType<typeof actorFor>>): EditTarget => ({
    workspaceId: caller.workspaceId,
    actor: caller.actor,
    limits: config.limits,
    now: new Date(),
  });
  /** The database's model, read through the policy. */
  const readModel = async (caller: Awaited<ReturnType<typeof actorFor>>) => {
    const opened = await openDatabase(db, { ...caller, action: 'read' });
    try {
      return readDatabase(opened.doc);
    } finally {
      opened.doc.destroy();
    }
  };

  app.get('/api/workspace/:workspace_id/database', { preHandler: authenticate }, async (request) => {
    const { workspace_id } = parseRequest(workspaceParamsSchema, request.params, 'params');
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    return okEnvelope(presentDatabaseList(await listDatabases(db, { workspaceId: workspace_id, actor })));
  });

  app.get(`${database}/fields`, { preHandler: authenticate }, async (request) => {
    const model = await readModel(await actorFor(request));
    return okEnvelope(orderedFields(model).map(presentDatabaseField));
  });

  app.post(`${database}/fields`, { preHandler: authenticate }, async (request) => {
    const caller = await actorFor(request);
    const body = parseRequest(addFieldBodySchema, request.body, 'body');
    const fieldId = await addDatabaseField(db, collabs, editTarget(caller), {
      databaseId: caller.databaseId,
      name: body.name,
      fieldType: body.field_type,
      typeOption: body.type_option_data ?? {},
    });
    return okEnvelope(fieldId);
  });

  app.get(`${database}/row`, { preHandler: authenticate }, async (request) => {
    const model = await readModel(await actorFor(request));
    return okEnvelope(databaseRowIds(model).map((id) => ({ id })));
  });

  app.post(`${database}/row`, { preHandler: authenticate, bodyLimit: rowBodyLimit }, async (request) => {
    const caller = await actorFor(request);
    const body = parseRequest(addRowBodySchema, request.body, 'body');
    const rowId = await createDatabaseRow(db, collabs, editTarget(caller), {
      databaseId: caller.databaseId,
      cells: body.cells,
      document: body.document,
    });
    return okEnvelope(rowId);
  });

  app.put(`${database}/row`, { preHandler: authenticate, bodyLimit: rowBodyLimit }, async (request) => {
    const caller = await actorFor(request);
    const body = parseRequest(upsertRowBodySchema, request.body, 'body');
    const rowId = await upsertDatabaseRow(db, collabs, editTarget(caller), {
      databaseId: caller.databaseId,
      preHash: body.pre_hash,
      cells: body.cells,
      document: body.document,
    });
    return okEnvelope(rowId);
  });

  app.get(`${database}/row/detail`, { preHandler: authenticate }, async (request) => {
    const caller = await actorFor(request);
    const query = parseRowDetailQuery(request.query);
    const model = await readModel(caller);
    const fields = orderedFields(model);
    // AppFlowy answers no rows for a database without (readable) fields.
    if (fields.length === 0) return okEnvelope([]);
    const details = await readRowDetails(db, {
      workspaceId: caller.workspaceId,
      databaseId: caller.databaseId,
      rowIds: query.ids,
      withDocument: query.withDoc,
    });
    return okEnvelope(details.map((detail) => presentRowDetail(fields, detail)));
  });

  app.get(`${database}/row/updated`, { preHandler: authenticate }, async (request) => {
    const caller = await actorFor(request);
    const after = parseRowUpdatedQuery(request.query, new Date());
    const model = await readModel(caller);
    const rows = await rowsUpdatedAfter(db, { ...caller, model, after });
    return okEnvelope(rows.map((row) => ({ updated_at: row.updatedAt, row_id: row.rowId })));
  });
}
