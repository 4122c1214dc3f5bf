import type { SpaceSettings } from '@quire/shared/contract';
import { writeStored } from '../../stored/format.js';
import { pageExtraFormat, spaceSettingsFormat } from '../../stored/formats.js';

export function spaceExtra(settings: SpaceSettings): string {
  return writeStored(spaceSettingsFormat, settings);
}

/** A new page's `extra`: no settings yet. */
export function emptyPageExtra(): string {
  return writeStored(pageExtraFormat, {});
}
