import { randomUUID } from 'node:crypto';
import { CollabType, ViewLayout, csvToDatabase, parseCsv } from '@quire/shared/collab';
import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { LimitsConfig } from '../../config/index.js';
import type { Database, ViewRow } from '../../db/schema.js';
import { enforceApiRateLimit } from '../../limits/counter.js';
import type { ViewActor } from '../../policies/view.js';
import { createPageView } from '../pageTree/createPageView.js';

const mebibyte = 1024 * 1024;

/**
 * A CSV file as a new grid page under `parentId` (issue 24): parsed and typed by the model (`parseCsv`,
 * `csvToDatabase`), then the page, its database collab and every row collab (recorded under the database) written
 * in ONE transaction by the page-creation command, so a refusal anywhere leaves nothing behind. Guests cannot
 * import; each import costs its size in started MiB against QUIRE_CSV_IMPORT_RATE_PER_USER.
 */
export async function importCsv(
  db: Kysely<Database>,
  params: {
    workspaceId: string;
    actor: ViewActor;
    parentId: string;
    name: string;
    csv: string;
    limits: LimitsConfig;
    now: Date;
  },
): Promise<ViewRow> {
  const { actor, now } = params;
  if (actor.role === 'Guest') throw new AppError('NotEnoughPermissions');
  await enforceApiRateLimit(
    db,
    `csv-import:${actor.userUuid}`,
    params.limits.csvImportsPerUser,
    now,
    (wait) => `Too many CSV imports. Try again in ${wait}.`,
    Math.max(1, Math.ceil(Buffer.byteLength(params.csv, 'utf8') / mebibyte)),
  );
  const parsed = parseCsv(params.csv);
  const viewId = randomUUID();
  const databaseId = randomUUID();
  const made = csvToDatabase({ csv: parsed, databaseId, viewId, name: params.name, now });
  return createPageView(db, {
    workspaceId: params.workspaceId,
    actor,
    parentId: params.parentId,
    layout: ViewLayout.Grid,
    name: params.name,
    viewId,
    caps: params.limits,
    now,
    collab: () => ({ objectId: databaseId, collabType: CollabType.Database, docState: made.database }),
    rows: made.rows.map((row) => ({
      objectId: row.rowId,
      collabType: CollabType.DatabaseRow,
      docState: row.docState,
    })),
  });
}
