import { AppError, SpecMessages } from '@quire/shared/errors';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** One update to append (already decoded and applied to the live document). */
export interface AppendRequest {
  workspaceId: string;
  objectId: string;
  /** The page whose content it is: its last editor and time are set with the update. */
  viewId: string;
  update: Uint8Array;
  userUuid: string | null;
  deviceId: string | null;
  maxCollabBytes: number;
  now: Date;
}

/** What became of one request of a batch: its collab's version after it, or why it was refused. */
export type AppendOutcome =
  | {
      version: number;
      /** The page is published with "update live": its public copy should follow. */
      publishedLive: boolean;
    }
  | { refused: AppError };

/**
 * Appends a batch of updates (possibly to several collabs) in ONE transaction, so that they share one commit (one
 * fsync): group commit. Each request still gets its own version, in the order given per collab, and its own size
 * check: a refused request (PayloadTooLarge, RecordNotFound) changes nothing and does not fail the others. When
 * the transaction fails, no request is committed (the caller refuses them all). Also reads, in the same
 * transaction, which of the pages are published with "update live", so no write looks that up on its own.
 */
export async function appendCollabUpdates(
  db: Kysely<Database>,
  requests: readonly AppendRequest[],
): Promise<AppendOutcome[]> {
  const outcomes = new Map<AppendRequest, AppendOutcome>();
  // Per collab, in a stable order (by id), so two instances' batches lock rows in the same order (PostgreSQL).
  const groups = new Map<string, AppendRequest[]>();
  for (const request of requests) {
    const key = `${request.workspaceId}/${request.objectId}`;
    groups.set(key, [...(groups.get(key) ?? []), request]);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  await db.transaction().execute(async (trx) => {
    for (const [, group] of ordered) await bumpVersions(trx, group, outcomes);
    const accepted = requests.filter((request) => isAppended(outcomes.get(request)));
    if (accepted.length === 0) return;
    await trx
      .insertInto('collab_updates')
      .values(
        accepted.map((request) => ({
          object_id: request.objectId,
          update_bytes: Buffer.from(request.update),
          user_uuid: request.userUuid,
          device_id: request.deviceId,
          created_at: request.now.toISOString(),
        })),
      )
      .execute();
    // The page's last editor and time: the last accepted update to it in the batch.
    const lastByView = new Map<string, AppendRequest>();
    for (const request of accepted) lastByView.set(request.viewId, request);
    for (const request of lastByView.values()) {
      await trx
        .updateTable('views')
        .set({ last_edited_by: request.userUuid, last_edited_time: request.now.toISOString() })
        .where('view_id', '=', request.viewId)
        .execute();
    }
    const live = await trx
      .selectFrom('published_views')
      .select('view_id')
      .where('view_id', 'in', [...lastByView.keys()])
      .where('update_live', '=', 1)
      .execute();
    const liveViews = new Set(live.map((row) => row.view_id));
    for (const request of accepted) {
      const outcome = outcomes.get(request);
      if (isAppended(outcome)) outcome.publishedLive = liveViews.has(request.viewId);
    }
  });
  return requests.map(
    (request) =>
      outcomes.get(request) ?? { refused: new AppError('Internal', 'The update was not appended') },
  );
}

function isAppended(
  outcome: AppendOutcome | undefined,
): outcome is Extract<AppendOutcome, { version: number }> {
  return outcome !== undefined && 'version' in outcome;
}

/**
 * The version bump and size check of one collab's requests (in arrival order): all at once when they fit (the
 * usual case), else one by one so that those before the limit are kept and the rest refused.
 */
async function bumpVersions(
  trx: Transaction<Database>,
  group: readonly AppendRequest[],
  outcomes: Map<AppendRequest, AppendOutcome>,
): Promise<void> {
  const [first] = group;
  if (first === undefined) return;
  const bytes = group.reduce((sum, request) => sum + request.update.byteLength, 0);
  // All of them fit under the smallest of their limits: then each fits under its own.
  const limit = Math.min(...group.map((request) => request.maxCollabBytes));
  const now = group[group.length - 1]?.now ?? first.now;
  const whole = await bump(trx, first, { count: group.length, bytes, limit, now });
  if (whole !== undefined) {
    group.forEach((request, position) => {
      outcomes.set(request, { version: whole - group.length + 1 + position, publishedLive: false });
    });
    return;
  }
  for (const request of group) {
    const version = await bump(trx, request, {
      count: 1,
      bytes: request.update.byteLength,
      limit: request.maxCollabBytes,
      now: request.now,
    });
    outcomes.set(
      request,
      version !== undefined ? { version, publishedLive: false } : { refused: await refusal(trx, request) },
    );
  }
}

/** Adds `count` updates of `bytes` in all to the collab unless it would pass `limit` bytes; its new version. */
async function bump(
  trx: Transaction<Database>,
  request: AppendRequest,
  { count, bytes, limit, now }: { count: number; bytes: number; limit: number; now: Date },
): Promise<number | undefined> {
  const bumped = await trx
    .updateTable('collabs')
    .set({
      version: sql<number>`version + ${count}`,
      size_bytes: sql<number>`size_bytes + ${bytes}`,
      updated_at: now.toISOString(),
    })
    .where('workspace_id', '=', request.workspaceId)
    .where('object_id', '=', request.objectId)
    .where(sql<boolean>`size_bytes + ${bytes} <= ${limit}`)
    .returning('version')
    .executeTakeFirst();
  return bumped?.version;
}

async function refusal(trx: Transaction<Database>, request: AppendRequest): Promise<AppError> {
  const exists = await trx
    .selectFrom('collabs')
    .select('object_id')
    .where('workspace_id', '=', request.workspaceId)
    .where('object_id', '=', request.objectId)
    .executeTakeFirst();
  if (exists === undefined) return new AppError('RecordNotFound', SpecMessages.documentNotFound);
  return new AppError(
    'PayloadTooLarge',
    `This page has reached its size limit of ${Math.round(request.maxCollabBytes / 1024 / 1024)} MB`,
  );
}
