import type { FolderView } from '@quire/shared/contract';
import type { ViewRow } from '../db/schema.js';
import type { FolderContext } from '../queries/folderContext.js';
import { presentFolderView } from './folderView.js';

/** The list answers (`favorite`, `recent`, `trash`) carry each view without children, plus their own field. */
export function presentListedView<Extra extends object>(
  context: FolderContext,
  view: ViewRow,
  extra: Extra,
): FolderView & Extra {
  return { ...presentFolderView(context, view, 0), ...extra };
}
