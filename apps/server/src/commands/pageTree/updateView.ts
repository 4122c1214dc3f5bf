import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { SpacePermission, authorizeHiding, authorizedView, type ViewActor } from '../../policies/view.js';
import { pageExtraSchema, type PageExtra, type ViewIcon } from '@quire/shared/contract';
import { readStored, writeStored } from '../../stored/format.js';
import { pageExtraFormat, spaceSettingsFormat, viewIconFormat } from '../../stored/formats.js';
import { inWorkspaceOrder, loadViewTree } from '../../queries/viewTree.js';
import { refreshLivePublishedTitle } from '../publish/copyContent.js';
import { spaceExtra } from './spaceExtra.js';

/** A change to a page's extras: a key set to null is removed, a missing key is kept. */
export type PageExtraPatch = { [K in keyof PageExtra]?: PageExtra[K] | null };

export interface ViewPatch {
  name?: string;
  /** null removes the icon. */
  icon?: ViewIcon | null;
  extra?: PageExtraPatch;
}

/** Renames a page or space, sets or removes its icon, and changes a page's extras (cover, font, …). */
export async function updatePageView(
  db: Kysely<Database>,
  params: { workspaceId: string; actor: ViewActor; viewId: string; patch: ViewPatch; now: Date },
): Promise<void> {
  const { workspaceId, actor, viewId, patch } = params;
  const tree = await loadViewTree(db, workspaceId);
  const { view } = authorizedView(actor, 'write', tree, viewId);
  if (patch.extra !== undefined && view.is_space === 1) {
    throw new AppError(
      'InvalidRequest',
      "A space's settings change through PATCH /api/workspace/{id}/space/{view_id}",
    );
  }
  const extra =
    patch.extra === undefined
      ? undefined
      : writeStored(pageExtraFormat, mergeExtra(readStored(pageExtraFormat, view.extra), patch.extra));
  await inWorkspaceOrder(db, workspaceId, async (trx) => {
    await trx
      .updateTable('views')
      .set({
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.icon === undefined
          ? {}
          : { icon: patch.icon === null ? null : writeStored(viewIconFormat, patch.icon) }),
        ...(extra === undefined ? {} : { extra }),
        last_edited_by: actor.userUuid,
        last_edited_time: params.now.toISOString(),
      })
      .where('view_id', '=', view.view_id)
      .execute();
    await refreshLivePublishedTitle(trx, { workspaceId, viewId: view.view_id });
  });
}

function mergeExtra(current: PageExtra, patch: PageExtraPatch): PageExtra {
  const patched = Object.entries(patch);
  const patchedKeys = new Set(patched.map(([key]) => key));
  const kept = Object.entries(current).filter(([key]) => !patchedKeys.has(key));
  const merged = [...kept, ...patched].filter(([, value]) => value !== null);
  // Parsing again keeps only the typed keys, whatever came in.
  return pageExtraSchema.parse(Object.fromEntries(merged));
}

export interface SpacePatch {
  name?: string;
  permission?: number;
  spaceIcon?: string;
  spaceIconColor?: string;
}

/** Renames a space, changes its icon and colour, or makes it public or private (its creator or the owner). */
export async function updateSpace(
  db: Kysely<Database>,
  params: { workspaceId: string; actor: ViewActor; viewId: string; patch: SpacePatch; now: Date },
): Promise<void> {
  const { workspaceId, actor, viewId, patch } = params;
  const tree = await loadViewTree(db, workspaceId);
  const { view } = authorizedView(
    actor,
    patch.permission === undefined ? 'write' : 'space-permission',
    tree,
    viewId,
  );
  if (view.is_space !== 1) throw new AppError('InvalidRequest', 'The view is not a space');
  if (patch.permission === SpacePermission.Private && view.space_permission !== SpacePermission.Private) {
    authorizeHiding(actor, tree.subtree(view.view_id, { includeTrashed: true }));
  }
  const settings = readStored(spaceSettingsFormat, view.extra);
  await inWorkspaceOrder(db, workspaceId, (trx) =>
    trx
      .updateTable('views')
      .set({
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.permission === undefined ? {} : { space_permission: patch.permission }),
        extra: spaceExtra({
          ...settings,
          space_icon: patch.spaceIcon ?? settings.space_icon,
          space_icon_color: patch.spaceIconColor ?? settings.space_icon_color,
        }),
        last_edited_by: actor.userUuid,
        last_edited_time: params.now.toISOString(),
      })
      .where('view_id', '=', view.view_id)
      .execute(),
  );
}
