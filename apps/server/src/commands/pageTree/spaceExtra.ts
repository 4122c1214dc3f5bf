import type { SpaceSettings } from '../../presenters/viewExtra.js';

export function spaceExtra(settings: SpaceSettings): string {
  return JSON.stringify(settings);
}
