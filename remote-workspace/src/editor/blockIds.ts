import { UniqueID } from '@blocknote/core';
import { newBlockId } from '@quire/shared/collab';

let installed = false;

/**
 * Makes BlockNote give new blocks AppFlowy's ids (ENT-40: 8 characters from `_-0-9a-zA-Z`, shared's
 * `newBlockId`) instead of UUIDs, so the blocks the editor creates are stored as AppFlowy stores its own.
 *
 * BlockNote 0.55 has no per-editor option for this: its UniqueID extension reads `generateID` from the
 * extension's options, both when it configures the extension for an editor and when it turns a block
 * without an id into a node. Those options are computed from the extension's `addOptions` on every read,
 * so replacing that function here reaches every editor created afterwards. BlockNote is used by this
 * editor alone, so changing it for the whole page changes nothing else. Idempotent.
 */
export function installAppFlowyBlockIds(): void {
  if (installed) return;
  installed = true;
  const config = UniqueID.config;
  const defaults = config.addOptions;
  config.addOptions = function (this: ThisParameterType<NonNullable<typeof defaults>>) {
    if (defaults === undefined) throw new Error('BlockNote UniqueID has no addOptions');
    return { ...defaults.call(this), generateID: newBlockId };
  };
}
